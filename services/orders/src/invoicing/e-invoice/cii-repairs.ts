/**
 * Two places where @e-invoice-eu/core 2.3.4 writes CII its own schema refuses (found by Mustang's
 * validator, e-invoice-validation.test.ts), put right on the XML it renders (render-e-invoice.ts:
 * the XRechnung CII and the CII a Factur-X PDF embeds) until the library does:
 * - the buyer's accounting reference (BT-19, ReceivableSpecifiedTradeAccountingAccount) comes after
 *   the settlement instead of as its last child;
 * - a line allowance's amount keeps UBL's currencyID, which CII allows on tax totals only (CII-DT-031).
 */
export function repairedCii(xml: string): string {
  const misplaced =
    /(\s*)(<\/ram:ApplicableHeaderTradeSettlement>)(\s*<ram:ReceivableSpecifiedTradeAccountingAccount>[\s\S]*?<\/ram:ReceivableSpecifiedTradeAccountingAccount>)/;
  return xml
    .replace(
      misplaced,
      (_whole, space: string, settlementEnd: string, account: string) => `${account}${space}${settlementEnd}`,
    )
    .replace(/<ram:ActualAmount currencyID="[A-Z]{3}">/g, '<ram:ActualAmount>');
}
