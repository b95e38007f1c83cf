import type { billingEn } from './en';

export const billingDe: Record<keyof typeof billingEn, string> = {
  'billing.error.net_days': 'Wählen Sie 14, 30 oder 60 Tage netto.',
  'billing.error.early_days': 'Geben Sie die Skontofrist in ganzen Tagen an, von 1 bis 59.',
  'billing.error.early_percent':
    'Geben Sie das Skonto in Prozent an: mehr als 0, höchstens 10, höchstens zwei Nachkommastellen.',
  'billing.error.credit_limit':
    'Geben Sie das Kreditlimit in Euro an (0 oder mehr, höchstens zwei Nachkommastellen) oder kein Limit.',
  'billing.error.leitweg_id': 'Das ist keine Leitweg-ID (zum Beispiel 04011000-1234512345-06).',
  'billing.error.peppol_participant':
    'Geben Sie die Peppol-Teilnehmer-ID als Schema:ID an, zum Beispiel 0216:003712345671.',
  'billing.error.finvoice_address':
    'Geben Sie die E-Rechnungsadresse als OVT-Code (0037 und die Unternehmenskennung) oder IBAN an.',
  'billing.error.finvoice_operator': 'Geben Sie den Operator als OVT-Code oder BIC einer Bank an.',
  'billing.error.e_invoice_format': 'Wählen Sie ein E-Rechnungsformat.',
  'backoffice.billing.title': 'Rechnungsstellung der Firmen',
  'backoffice.billing.intro':
    'Zahlungsbedingungen, Kreditlimit, E-Rechnungen und Pflichtangaben jeder verifizierten Firma. ' +
    'Ab jetzt aufgegebene Bestellungen werden danach berechnet; aufgegebene behalten ihre.',
  'backoffice.billing.empty': 'Noch keine verifizierte Firma.',
  'backoffice.billing.terms_summary_one': '{days} Tag netto',
  'backoffice.billing.terms_summary_other': '{days} Tage netto',
  'backoffice.billing.limit_summary': 'Kreditlimit {limit}',
  'backoffice.billing.no_limit_summary': 'kein Kreditlimit',
  'backoffice.billing.net_days': 'Zahlungsbedingungen',
  'backoffice.billing.early_payment': 'Skonto',
  'backoffice.billing.early_days': 'Bezahlt innerhalb (Tage)',
  'backoffice.billing.early_percent': 'Skonto (%)',
  'backoffice.billing.credit_limit': 'Kreditlimit (EUR inkl. MwSt.)',
  'backoffice.billing.credit_limit_placeholder': 'leer = kein Limit',
  'backoffice.billing.e_invoice': 'E-Rechnungen',
  'backoffice.billing.e_invoice_none': 'Keine: PDF per E-Mail',
  'backoffice.billing.format_xrechnung_ubl': 'XRechnung (UBL)',
  'backoffice.billing.format_xrechnung_cii': 'XRechnung (CII)',
  'backoffice.billing.format_zugferd': 'ZUGFeRD / Factur-X (PDF)',
  'backoffice.billing.format_peppol': 'Peppol BIS Billing 3.0',
  'backoffice.billing.format_finvoice': 'Finvoice 3.0',
  'backoffice.billing.leitweg_id': 'Leitweg-ID (öffentliche Auftraggeber, optional)',
  'backoffice.billing.participant_id': 'Peppol-Teilnehmer-ID',
  'backoffice.billing.finvoice_address': 'E-Rechnungsadresse',
  'backoffice.billing.finvoice_operator': 'Operator',
  'backoffice.billing.require_purchase_order': 'Jede Bestellung braucht eine Bestellnummer des Käufers',
  'backoffice.billing.require_cost_center': 'Jede Bestellung braucht eine Kostenstelle',
  'backoffice.billing.save': 'Rechnungsstellung speichern',
  'backoffice.billing.saved': 'Rechnungsstellung von {name} gespeichert.',
  'backoffice.credit_not_pending': 'Diese Bestellung wartet auf keine Kreditfreigabe (mehr).',
  'backoffice.event_credit_approved': 'Über dem Kreditlimit: freigegeben',
  'backoffice.event_credit_rejected': 'Über dem Kreditlimit: abgelehnt',
  'backoffice.credit_title': 'Über dem Kreditlimit',
  'backoffice.credit_text':
    'Kreditlimit {limit}, offene Rechnungen {balance}, diese Bestellung ' +
    '{total}. Der Käufer bittet um Freigabe durch den Shop.',
  'backoffice.credit_comment': 'Kommentar (für eine Ablehnung nötig)',
  'backoffice.credit_approve': 'Freigeben',
  'backoffice.credit_reject': 'Ablehnen',
  'backoffice.credit_approved_by': 'Freigegeben von {by}',
  'backoffice.credit_rejected_by': 'Abgelehnt von {by}',
  'backoffice.credit_decided': 'Entscheidung gespeichert.',
  'backoffice.punchout.title': 'Punch-out-Verbindungen',
  'backoffice.punchout.intro':
    'Das Einkaufssystem einer Firma (SAP über OCI; Ariba, Coupa oder Jaggaer über cXML) öffnet den Shop ' +
    'mit diesen Zugangsdaten und kauft als das gewählte Mitglied ein, mit dessen Preisen und den Regeln ' +
    'der Firma. Geheimnisse werden nur als Hash gespeichert: Geben Sie sie vor dem Speichern an den ' +
    'Einkauf weiter. Dieselbe Anmeldung erneut ersetzt Geheimnis und Mitglied.',
  'backoffice.punchout.none': 'Noch keine Verbindung.',
  'backoffice.punchout.oci': 'OCI 5.0 (SAP)',
  'backoffice.punchout.cxml': 'cXML 1.2 (Ariba, Coupa, Jaggaer)',
  'backoffice.punchout.protocol': 'Protokoll',
  'backoffice.punchout.member': 'Kauft ein als',
  'backoffice.punchout.shops_as': 'kauft ein als {member}',
  'backoffice.punchout.since': 'seit {date}',
  'backoffice.punchout.status_to': 'Statusmeldungen an {url}',
  'backoffice.punchout.username': 'OCI-Benutzername (USERNAME)',
  'backoffice.punchout.password': 'OCI-Passwort (PASSWORD, mindestens 12 Zeichen)',
  'backoffice.punchout.domain': 'cXML-Domäne der Zugangsdaten (zum Beispiel NetworkID)',
  'backoffice.punchout.identity': 'cXML-Identität des Käufers',
  'backoffice.punchout.shared_secret': 'Gemeinsames Geheimnis (mindestens 12 Zeichen)',
  'backoffice.punchout.status_url':
    'cXML-Adresse für Statusmeldungen (optional: Auftragsbestätigungen, Versandanzeigen)',
  'backoffice.punchout.save': 'Verbindung speichern',
  'backoffice.punchout.saved': 'Verbindung {login} gespeichert.',
  'backoffice.punchout.revoke': 'Widerrufen',
  'backoffice.punchout.revoke_confirm':
    '{login} widerrufen? Ihre Anmeldungen öffnen nichts mehr, und die von ihr geöffneten Sitzungen enden.',
  'backoffice.punchout.revoke_yes': 'Endgültig widerrufen',
  'backoffice.punchout.keep': 'Behalten',
  'backoffice.punchout.revoked': 'Verbindung {login} widerrufen.',
  'backoffice.contract_prices.title': 'Vertragspreise',
  'backoffice.contract_prices.intro':
    'Die vereinbarten Stückpreise einer Firma ohne MwSt.: Ihre Mitglieder zahlen sie statt der ' +
    'Katalogpreise, ab der Mindestmenge und zwischen den angegebenen Tagen. Eine Datei ersetzt die ganze ' +
    'Liste der Firma oder wird ganz abgelehnt, mit den zu korrigierenden Zeilen.',
  'backoffice.contract_prices.none': 'Keine Vertragspreise: Die Mitglieder zahlen die Katalogpreise.',
  'backoffice.contract_prices.summary_one': '{count} Zeile, importiert am {date} von {by}.',
  'backoffice.contract_prices.summary_other': '{count} Zeilen, importiert am {date} von {by}.',
  'backoffice.contract_prices.code': 'Artikelnummer',
  'backoffice.contract_prices.price': 'Stückpreis (ohne MwSt.)',
  'backoffice.contract_prices.from_quantity': 'Ab Stück',
  'backoffice.contract_prices.valid': 'Gültig',
  'backoffice.contract_prices.more_rows_one': 'und {count} weitere Zeile.',
  'backoffice.contract_prices.more_rows_other': 'und {count} weitere Zeilen.',
  'backoffice.contract_prices.file': 'Preisliste (CSV)',
  'backoffice.contract_prices.file_hint':
    'Spalten code;price;valid_from;valid_to;min_quantity mit Kopfzeile; ; oder , zwischen den Feldern, ' +
    'Dezimalkomma oder -punkt, Daten als JJJJ-MM-TT oder leer.',
  'backoffice.contract_prices.import': 'Importieren und Liste ersetzen',
  'backoffice.contract_prices.imported_one': '{count} Vertragspreis von {name} importiert.',
  'backoffice.contract_prices.imported_other': '{count} Vertragspreise von {name} importiert.',
  'backoffice.contract_prices.row_refused': 'Zeile {row}, {column}',
  'backoffice.contract_prices.remove': 'Liste löschen',
  'backoffice.contract_prices.remove_confirm':
    'Die Vertragspreise von {name} löschen? Ihre Mitglieder zahlen ab der nächsten Warenkorbänderung die ' +
    'Katalogpreise.',
  'backoffice.contract_prices.removed': 'Die Vertragspreise von {name} sind gelöscht.',
};
