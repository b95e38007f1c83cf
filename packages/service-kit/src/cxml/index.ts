export {
  credentialElement,
  cxmlDocument,
  cxmlDtdUrl,
  cxmlStatusResponse,
  cxmlVersion,
  headerElement,
  newPayloadId,
  type CxmlCredential,
} from './cxml-document';
export {
  cxmlAttribute,
  cxmlChild,
  cxmlChildren,
  cxmlCredential,
  cxmlText,
  CxmlUnreadable,
  parseCxml,
  type CxmlNode,
  type CxmlValue,
} from './parse-cxml';
