/*
 * A bank's camt.054.001.08 notification of SEPA credits, in the shape of the orders service's sample
 * (services/orders/test/receivables/fixtures/camt054-001-08-credit-transfers.xml): one booked entry per
 * credit, its archive id on the entry, the payer's structured creditor reference.
 */

export interface BankCredit {
  /** The reference the payer gave: the invoice's Finnish or RF reference. */
  reference: string;
  /** In cents. */
  amount: number;
  /** The bank's archive id (AcctSvcrRef). */
  bankReference: string;
  debtor: string;
}

const euros = (cents: number) => (cents / 100).toFixed(2);

const entry = (day: string) => (credit: BankCredit, index: number) => `
      <Ntry>
        <NtryRef>${index + 1}</NtryRef>
        <Amt Ccy="EUR">${euros(credit.amount)}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${day}</Dt></BookgDt>
        <ValDt><Dt>${day}</Dt></ValDt>
        <AcctSvcrRef>${credit.bankReference}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <Amt Ccy="EUR">${euros(credit.amount)}</Amt>
            <CdtDbtInd>CRDT</CdtDbtInd>
            <RltdPties><Dbtr><Pty><Nm>${credit.debtor}</Nm></Pty></Dbtr></RltdPties>
            <RmtInf>
              <Strd>
                <CdtrRefInf>
                  <Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp>
                  <Ref>${credit.reference}</Ref>
                </CdtrRefInf>
              </Strd>
            </RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`;

/** The notification of `credits` booked on `day` to the shop's account (the sample's), as its bank would send it. */
export function camt054Notification(day: string, credits: BankCredit[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr>
      <MsgId>E2E${day.replace(/-/g, '')}CAMT054</MsgId>
      <CreDtTm>${day}T06:10:03+02:00</CreDtTm>
    </GrpHdr>
    <Ntfctn>
      <Id>E2E${day.replace(/-/g, '')}</Id>
      <CreDtTm>${day}T06:10:03+02:00</CreDtTm>
      <Acct><Id><IBAN>FI2112345600000785</IBAN></Id><Ccy>EUR</Ccy></Acct>${credits.map(entry(day)).join('')}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;
}
