/**
 * A first guess at what each column of an upload is, from its header: the contact fields by their
 * usual names in English, Arabic and Persian, the team's custom fields by key or name. Each target
 * is guessed for one column at most (the first that matches); the user corrects the rest.
 */
import { CONTACT_FIELDS, type ContactField } from '../../../../resources/audience/contact-fields.ts';
import type { CustomFieldDef } from '../custom-values.ts';

const SYNONYMS: Record<ContactField, string[]> = {
  phone: [
    'phone', 'phone number', 'phonenumber', 'phone no', 'mobile', 'mobile number', 'mobile phone', 'msisdn', 'number', 'tel', 'telephone', 'cell', 'cellphone', 'cell phone', 'whatsapp', 'gsm',
    'هاتف', 'الهاتف', 'رقم الهاتف', 'جوال', 'الجوال', 'رقم الجوال', 'موبايل', 'الموبايل', 'رقم', 'الرقم', 'رقم الموبايل', 'محمول', 'الهاتف المحمول',
    'تلفن', 'شماره', 'شماره تلفن', 'موبایل', 'شماره موبایل', 'همراه', 'تلفن همراه', 'شماره همراه',
  ],
  first_name: [
    'first name', 'firstname', 'fname', 'first', 'given name', 'givenname', 'forename', 'name', 'full name', 'contact name',
    'الاسم', 'الاسم الاول', 'اسم', 'الاسم الكامل', 'نام', 'نام کوچک', 'اسم کوچک',
  ],
  last_name: ['last name', 'lastname', 'lname', 'last', 'surname', 'family name', 'familyname', 'اسم العائلة', 'العائلة', 'الكنية', 'اللقب', 'نام خانوادگی', 'فامیلی', 'فامیل'],
  email: ['email', 'e mail', 'email address', 'mail', 'البريد الالكتروني', 'البريد', 'ایمیل', 'پست الکترونیک', 'رایانامه'],
  country: ['country', 'country code', 'nation', 'البلد', 'الدولة', 'بلد', 'دولة', 'کشور'],
  tags: ['tags', 'tag', 'labels', 'label', 'groups', 'وسوم', 'الوسوم', 'تصنيفات', 'برچسب', 'برچسب ها'],
};

/** Case, spacing, separators, diacritics and the Arabic/Persian letter variants do not matter. */
export function headerKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/ة/g, 'ه')
    .replace(/[\u200c\s_\-.:/#*()]+/g, ' ')
    .trim();
}

const BY_KEY = new Map<string, ContactField>();
for (const target of CONTACT_FIELDS) for (const name of SYNONYMS[target]) if (!BY_KEY.has(headerKey(name))) BY_KEY.set(headerKey(name), target);

export function guessMapping(columns: readonly string[], customFields: readonly CustomFieldDef[]): Record<string, string | null> {
  const custom = new Map<string, string>();
  for (const def of customFields) {
    custom.set(headerKey(def.key), def.key);
    if (!custom.has(headerKey(def.name))) custom.set(headerKey(def.name), def.key);
  }
  const taken = new Set<string>();
  const mapping: Record<string, string | null> = {};
  for (const column of columns) {
    const key = headerKey(column);
    const guess = custom.get(key) ?? BY_KEY.get(key) ?? partialPhone(key);
    mapping[column] = guess && !taken.has(guess) ? guess : null;
    if (guess && mapping[column]) taken.add(guess);
  }
  return mapping;
}

/** "Customer mobile no", "رقم جوال العميل": a header that names a phone among other words. */
function partialPhone(key: string): ContactField | undefined {
  const words = key.split(' ');
  return words.some((w) => ['phone', 'mobile', 'msisdn', 'tel', 'telephone', 'cell', 'هاتف', 'جوال', 'موبايل', 'تلفن', 'موبایل'].includes(w)) ? 'phone' : undefined;
}
