// Checks e-invoices with the published rules, for services/orders/test/invoicing (docs/invoices.md,
// "Validation"). Run as a single-file program on the classpath infra/einvoice/pom.xml installs:
//
//   java -cp '<cache>/*' EInvoiceCheck.java mustang <file>...          XRechnung, ZUGFeRD/Factur-X: Mustang's validator
//   java -cp '<cache>/*' EInvoiceCheck.java peppol <file>...           Peppol BIS Billing 3.0: UBL 2.1 XSD, EN 16931 and Peppol schematron
//   java -cp '<cache>/*' EInvoiceCheck.java finvoice <xsd> <file>...   Finvoice 3.0: Finanssiala's XSD
//
// Prints one line per file, `RESULT {"file":...,"errors":[...],"warnings":[...]}`, and exits 0
// whatever it found: the test reads the lines.
import java.io.File;
import java.io.StringReader;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.Templates;
import javax.xml.transform.dom.DOMResult;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.mustangproject.validator.ZUGFeRDValidator;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXParseException;

public class EInvoiceCheck {
  /** The Peppol BIS Billing 3.0 release of phive-rules-peppol whose schematron is applied. */
  static final String PEPPOL_RULES = "external/schematron/openpeppol/2026.5/xslt/";

  record Findings(List<String> errors, List<String> warnings) {
    Findings() {
      this(new ArrayList<>(), new ArrayList<>());
    }
  }

  public static void main(String[] args) throws Exception {
    String kind = args[0];
    int first = kind.equals("finvoice") ? 2 : 1;
    for (int i = first; i < args.length; i++) {
      File file = new File(args[i]);
      Findings findings = switch (kind) {
        case "mustang" -> mustang(file);
        case "peppol" -> peppol(file);
        case "finvoice" -> xsd(file, new StreamSource(new File(args[1])));
        default -> throw new IllegalArgumentException("unknown kind " + kind);
      };
      System.out.println("RESULT " + json(file.getPath(), findings));
    }
  }

  static Findings mustang(File file) throws Exception {
    ZUGFeRDValidator validator = new ZUGFeRDValidator();
    String report = validator.validate(file.getPath());
    Findings findings = new Findings();
    Element root = parse(new InputSource(new StringReader(report))).getDocumentElement();
    collect(root.getElementsByTagName("error"), findings.errors(), "");
    collect(root.getElementsByTagName("fatal"), findings.errors(), "");
    collect(root.getElementsByTagName("warning"), findings.warnings(), "");
    collect(root.getElementsByTagName("notice"), findings.warnings(), "notice: ");
    // A report that says invalid without naming why still fails.
    if (!validator.wasCompletelyValid() && findings.errors().isEmpty()) findings.errors().add("invalid: " + report);
    return findings;
  }

  static Findings peppol(File file) throws Exception {
    Element document = parse(new InputSource(file.toURI().toString())).getDocumentElement();
    String type = document.getLocalName().equals("CreditNote") ? "CreditNote" : "Invoice";
    Findings findings = xsd(file, new StreamSource(resource("schema/UBL_21/maindoc/UBL-" + type + "-2.1.xsd")));
    if (!findings.errors().isEmpty()) return findings;
    for (String rules : new String[] {"CEN-EN16931-UBL.xslt", "PEPPOL-EN16931-UBL.xslt"}) {
      Templates templates = new net.sf.saxon.TransformerFactoryImpl().newTemplates(
          new StreamSource(resource(PEPPOL_RULES + rules)));
      DOMResult svrl = new DOMResult();
      templates.newTransformer().transform(new StreamSource(file), svrl);
      NodeList asserts = ((org.w3c.dom.Document) svrl.getNode()).getElementsByTagNameNS(
          "http://purl.oclc.org/dsdl/svrl", "failed-assert");
      for (int i = 0; i < asserts.getLength(); i++) {
        Element failed = (Element) asserts.item(i);
        String text = "[" + failed.getAttribute("id") + "] " + failed.getTextContent().trim() + " at " + failed.getAttribute("location");
        (failed.getAttribute("flag").equals("warning") ? findings.warnings() : findings.errors()).add(text);
      }
    }
    return findings;
  }

  static Findings xsd(File file, StreamSource schema) throws Exception {
    Findings findings = new Findings();
    Validator validator = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(schema).newValidator();
    validator.setErrorHandler(new ErrorHandler() {
      public void warning(SAXParseException e) {
        findings.warnings().add(where(e));
      }

      public void error(SAXParseException e) {
        findings.errors().add(where(e));
      }

      public void fatalError(SAXParseException e) {
        findings.errors().add(where(e));
      }
    });
    validator.validate(new StreamSource(file));
    return findings;
  }

  static String where(SAXParseException e) {
    return "line " + e.getLineNumber() + ": " + e.getMessage();
  }

  static String resource(String path) {
    URL url = EInvoiceCheck.class.getClassLoader().getResource(path);
    if (url == null) throw new IllegalStateException("not on the classpath: " + path);
    return url.toString();
  }

  static org.w3c.dom.Document parse(InputSource source) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    return factory.newDocumentBuilder().parse(source);
  }

  static void collect(NodeList nodes, List<String> into, String prefix) {
    for (int i = 0; i < nodes.getLength(); i++) {
      Node node = nodes.item(i);
      into.add(prefix + node.getTextContent().trim());
    }
  }

  static String json(String file, Findings findings) {
    return "{\"file\":" + quote(file) + ",\"errors\":" + list(findings.errors()) + ",\"warnings\":" + list(findings.warnings()) + "}";
  }

  static String list(List<String> items) {
    List<String> quoted = new ArrayList<>();
    for (String item : items) quoted.add(quote(item));
    return "[" + String.join(",", quoted) + "]";
  }

  static String quote(String text) {
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    return out.append('"').toString();
  }
}
