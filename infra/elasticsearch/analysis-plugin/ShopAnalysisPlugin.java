package shop.nordbau.elasticsearch;

import java.util.List;
import java.util.Map;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.de.GermanLightStemFilter;
import org.apache.lucene.analysis.de.GermanNormalizationFilter;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.miscellaneous.ASCIIFoldingFilter;
import org.apache.lucene.analysis.ngram.NGramTokenFilter;
import org.apache.lucene.analysis.snowball.SnowballFilter;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.index.IndexSettings;
import org.elasticsearch.index.analysis.AbstractTokenFilterFactory;
import org.elasticsearch.index.analysis.NormalizingTokenFilterFactory;
import org.elasticsearch.index.analysis.PreConfiguredTokenFilter;
import org.elasticsearch.index.analysis.TokenFilterFactory;
import org.elasticsearch.indices.analysis.AnalysisModule.AnalysisProvider;
import org.elasticsearch.plugins.AnalysisPlugin;
import org.elasticsearch.plugins.Plugin;
import org.tartarus.snowball.ext.FinnishStemmer;

/**
 * The token filters of Elasticsearch's analysis-common module that infra/elasticsearch/*.template.json
 * use, for the test node only. Elastic publishes the 8.x server and its integ-test distribution to
 * Maven Central, but not the analysis-common module that the full distribution bundles; these
 * filters are the same Lucene classes that module wraps, registered under the same names and
 * options, so the templates are applied unchanged. A production node has the real module.
 */
public class ShopAnalysisPlugin extends Plugin implements AnalysisPlugin {

  @Override
  public Map<String, AnalysisProvider<TokenFilterFactory>> getTokenFilters() {
    return Map.of(
        "stemmer", (index, env, name, settings) -> new Stemmer(name, settings),
        "asciifolding", (index, env, name, settings) -> new AsciiFolding(name, settings),
        "ngram", (index, env, name, settings) -> new NGram(index, name, settings));
  }

  @Override
  public List<PreConfiguredTokenFilter> getPreConfiguredTokenFilters() {
    return List.of(
        PreConfiguredTokenFilter.singleton("asciifolding", true, ASCIIFoldingFilter::new),
        PreConfiguredTokenFilter.singleton("german_normalization", true, GermanNormalizationFilter::new));
  }

  /** `stemmer` with the languages the templates name; any other is refused as Elasticsearch does. */
  static final class Stemmer extends AbstractTokenFilterFactory {
    private final String language;

    Stemmer(String name, Settings settings) {
      super(name, settings);
      language = settings.get("language", settings.get("name", "porter"));
      if (!List.of("english", "porter", "light_german", "lightGerman", "finnish", "possessive_english")
          .contains(language)) {
        throw new IllegalArgumentException("the test node's stemmer does not know language [" + language + "]");
      }
    }

    @Override
    public TokenStream create(TokenStream stream) {
      return switch (language) {
        case "light_german", "lightGerman" -> new GermanLightStemFilter(stream);
        case "finnish" -> new SnowballFilter(stream, new FinnishStemmer());
        case "possessive_english" -> new EnglishPossessiveFilter(stream);
        default -> new PorterStemFilter(stream);
      };
    }
  }

  static final class AsciiFolding extends AbstractTokenFilterFactory implements NormalizingTokenFilterFactory {
    private final boolean preserveOriginal;

    AsciiFolding(String name, Settings settings) {
      super(name, settings);
      preserveOriginal = settings.getAsBoolean("preserve_original", false);
    }

    @Override
    public TokenStream create(TokenStream stream) {
      return new ASCIIFoldingFilter(stream, preserveOriginal);
    }

    @Override
    public TokenStream normalize(TokenStream stream) {
      // A normalizer yields one token per value: the folded form only.
      return new ASCIIFoldingFilter(stream, false);
    }
  }

  static final class NGram extends AbstractTokenFilterFactory {
    private final int minGram;
    private final int maxGram;

    NGram(IndexSettings index, String name, Settings settings) {
      super(name, settings);
      minGram = settings.getAsInt("min_gram", 1);
      maxGram = settings.getAsInt("max_gram", 2);
      if (maxGram - minGram > index.getMaxNgramDiff()) {
        throw new IllegalArgumentException(
            "The difference between max_gram and min_gram in NGram Tokenizer must be less than or equal to: ["
                + index.getMaxNgramDiff() + "] but was [" + (maxGram - minGram) + "]. This limit can be set by"
                + " changing the [" + IndexSettings.MAX_NGRAM_DIFF_SETTING.getKey() + "] index level setting.");
      }
    }

    @Override
    public TokenStream create(TokenStream stream) {
      return new NGramTokenFilter(stream, minGram, maxGram, false);
    }
  }
}
