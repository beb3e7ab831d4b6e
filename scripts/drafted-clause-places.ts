// Where a drafted clause goes in a CUAD contract's extracted text, and how it is written for that contract.
import type dayjs from 'dayjs';

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where an annotator's passage stands in a contract's extracted text, whatever the line breaks and spaces between
 * its words (the extractor's and the annotators' differ); null when its words are not there in that order.
 */
export function findPassage(text: string, passage: string): { start: number; end: number } | null {
  const words = passage.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  const found = new RegExp(words.map(escaped).join('\\s+')).exec(text);
  return found && { start: found.index, end: found.index + found[0].length };
}

/** A drafted clause as written into a contract that took effect on `effective`: "{Y+2}" is the year two after it. */
export const writtenFor = (clause: string, effective: dayjs.Dayjs) =>
  clause.replace(/\{Y\+(\d+)\}/g, (_, years: string) => String(effective.year() + Number(years)));
