// A donation's reference (DN-7K3M9QXA): what the UPI note carries and the donor quotes. Random, not counted, so
// it tells nobody how many gifts came before; 8 characters of an alphabet without 0/O and 1/I/L (32^8 ≈ 10^12).
import { randomInt } from 'node:crypto';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_FORMAT = /^DN-[2-9A-HJKMNP-Z]{8}$/;

export const newReference = () => `DN-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;
