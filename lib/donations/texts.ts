// Every text of the donation pages, mail and receipt that is shown through t(variable), for the catalogue test
// (tests/unit/english-sources.ts): the API's refusals (translated at the edge into the form's language), the
// receipt's lines, and the problem page's words.
import { CITIZEN_TEMPLATE, DONATION_MESSAGES } from './rules';
import { UTR_MESSAGES } from './utr';
import { GATEWAY_MESSAGES } from './gateway-payment';
import { GATEWAY_DOWN } from './gateway';
import { ONLINE_OFF } from './create-donation';
import { RECEIPT_TEXTS } from './receipt-document';
import { TOO_MANY_DONATIONS } from './without-scripts';

export const DONATION_TEXTS = [
  Object.values(DONATION_MESSAGES).filter((m) => m !== DONATION_MESSAGES.citizen), CITIZEN_TEMPLATE, Object.values(UTR_MESSAGES), Object.values(GATEWAY_MESSAGES), GATEWAY_DOWN, ONLINE_OFF,
  Object.values(RECEIPT_TEXTS), TOO_MANY_DONATIONS,
];
