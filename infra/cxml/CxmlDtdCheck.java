import java.io.File;
import java.io.FileInputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXParseException;

/**
 * Validates cXML documents against a cXML DTD with the JDK's own validating parser (nothing to
 * install): java infra/cxml/CxmlDtdCheck.java <cXML.dtd> <file.xml>...
 * The DOCTYPE's system id (the cXML.org address) is answered with the local DTD, never fetched.
 * Prints "ok <file>" or "error <file>: <line>:<column> <message>" per finding; exits 1 on any error.
 */
public class CxmlDtdCheck {
  public static void main(String[] args) throws Exception {
    File dtd = new File(args[0]);
    boolean failed = false;
    for (int i = 1; i < args.length; i++) {
      String file = args[i];
      List<String> errors = new ArrayList<>();
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setValidating(true);
      factory.setNamespaceAware(false);
      DocumentBuilder builder = factory.newDocumentBuilder();
      builder.setEntityResolver((publicId, systemId) -> {
        if (systemId == null || !systemId.endsWith("/cXML.dtd")) {
          throw new SAXParseException("unexpected DTD " + systemId, null);
        }
        InputSource source = new InputSource(new FileInputStream(dtd));
        source.setSystemId(dtd.toURI().toString());
        return source;
      });
      builder.setErrorHandler(new ErrorHandler() {
        public void warning(SAXParseException e) {}
        public void error(SAXParseException e) { errors.add(e.getLineNumber() + ":" + e.getColumnNumber() + " " + e.getMessage()); }
        public void fatalError(SAXParseException e) { errors.add(e.getLineNumber() + ":" + e.getColumnNumber() + " " + e.getMessage()); }
      });
      try {
        builder.parse(new File(file));
      } catch (SAXParseException e) {
        // Reported through the handler already.
      }
      if (errors.isEmpty()) {
        System.out.println("ok " + file);
      } else {
        failed = true;
        for (String error : errors) System.out.println("error " + file + ": " + error);
      }
    }
    System.exit(failed ? 1 : 0);
  }
}
