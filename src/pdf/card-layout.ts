import type { Locale } from '../i18n';
import { type FlowBlock, type FlowLine, flowBlocks, type Region } from './flow-layout';
import type { DocumentLayout, Item, PageLayout } from './layout-model';
import { numberText } from './numbering';
import { type Paper, paperSize, type Size } from './paper';
import type { CardContent, CardKind } from './rule-card-content';
import { placeText, type TextStyle, wrapText } from './text-layout';
import type { Typeface } from './typeface';

/** Type sizes in points. The body never goes below 12 pt: the cards are read at arm's length. */
interface CardStyle {
  margin: number;
  title: number;
  subtitle: number;
  heading: number;
  body: number;
  footer: number;
  leading: number;
  columns: number;
  gutter: number;
  /** The card's number at the right of its header rather than in a footer. */
  numberInHeader: boolean;
}

const SMALL_CARD: CardStyle = {
  margin: 16,
  title: 14,
  subtitle: 10,
  heading: 13,
  body: 12,
  footer: 9,
  leading: 1.25,
  columns: 1,
  gutter: 0,
  numberInHeader: true,
};
const CARD: CardStyle = {
  ...SMALL_CARD,
  margin: 26,
  title: 16,
  subtitle: 10.5,
  heading: 13.5,
  body: 12.5,
  leading: 1.3,
};
const SHEET: CardStyle = {
  margin: 48,
  title: 22,
  subtitle: 12,
  heading: 15,
  body: 12.5,
  footer: 10,
  leading: 1.35,
  columns: 2,
  gutter: 26,
  numberInHeader: false,
};

const HOUSE_RULE_SIZE = 10;
/** Text of a list item starts this far in, after its dot. */
const BULLET_INDENT = 14;

/** A card's (or a whole sheet's) rectangle on its page. */
interface Slot extends Region {
  style: CardStyle;
}

interface Template {
  page: Size;
  slots: Slot[];
  /** Drawn on every page: cut lines between cards on a sheet. */
  pageItems: Item[];
}

function quarters(page: Size, style: CardStyle): Template {
  const width = page.width / 2;
  const height = page.height / 2;
  const slots = [0, 1, 2, 3].map((i) => ({
    x: (i % 2) * width,
    y: Math.floor(i / 2) * height,
    width,
    height,
    style,
  }));
  const cut = { kind: 'line' as const, width: 0.6, gray: 0.55, dash: [5, 4] };
  const pageItems: Item[] = [
    { ...cut, x1: width, y1: 0, x2: width, y2: page.height },
    { ...cut, x1: 0, y1: height, x2: page.width, y2: height },
  ];
  return { page, slots, pageItems };
}

/**
 * Where cards go on each paper: one card per page on an index card or A6; four cards with cut
 * lines on a Letter or A4 sheet; the full rules as a two-column sheet on Letter or A4.
 */
function template(kind: CardKind, paper: Paper): Template {
  if (paper === 'index' || paper === 'a6') {
    const page = paperSize(paper, paper === 'index' ? 'landscape' : 'portrait');
    return {
      page,
      slots: [{ x: 0, y: 0, ...page, style: paper === 'index' ? SMALL_CARD : CARD }],
      pageItems: [],
    };
  }
  const page = paperSize(paper, 'portrait');
  if (kind === 'full')
    return { page, slots: [{ x: 0, y: 0, ...page, style: SHEET }], pageItems: [] };
  return quarters(page, CARD);
}

function lines(
  typeface: Typeface,
  text: string,
  width: number,
  style: TextStyle,
  leading: number,
  indent = 0,
): FlowLine[] {
  return wrapText(typeface, text, width - indent, style.size).map((line) => ({
    text: line,
    style,
    indent,
    height: style.size * leading,
  }));
}

/** The card's sections as blocks of wrapped lines for a column `width` wide. */
function contentBlocks(
  typeface: Typeface,
  content: CardContent,
  style: CardStyle,
  width: number,
  bullets: boolean,
): FlowBlock[] {
  const blocks: FlowBlock[] = [];
  const body = { size: style.body };
  for (const section of content.sections) {
    const heading = section.heading
      ? lines(typeface, section.heading, width, { size: style.heading, bold: true }, style.leading)
      : null;
    if (heading)
      blocks.push({
        lines: heading,
        spaceBefore: style.body * 0.9,
        keepWithNext: true,
        bar: false,
      });
    for (const [index, paragraph] of section.paragraphs.entries()) {
      const indent = bullets ? BULLET_INDENT : 0;
      const label = paragraph.houseRule
        ? lines(
            typeface,
            content.houseRuleLabel,
            width,
            { size: HOUSE_RULE_SIZE, bold: true, gray: 0.3 },
            1.3,
            indent,
          )
        : [];
      const title = paragraph.title
        ? lines(typeface, paragraph.title, width, { ...body, bold: true }, style.leading, indent)
        : [];
      const text = lines(typeface, paragraph.text, width, body, style.leading, indent);
      const first = title[0] ?? text[0];
      if (bullets && first) first.bullet = true;
      blocks.push({
        lines: [...label, ...title, ...text],
        spaceBefore: style.body * 0.5,
        keepWithNext: false,
        bar: paragraph.houseRule,
        ...(heading && index > 0 ? { continues: heading } : {}),
      });
    }
  }
  return blocks;
}

interface SlotFrame {
  header: FlowLine[];
  headerHeight: number;
  footerHeight: number;
}

/**
 * The title and subtitle at the top of each card, and the room they and the footer take. On a
 * card the number sits at the right of the header's last line (a footer line would cost a line
 * of rules on a 5 x 3 in card); on the full sheet it is a footer, as page numbers are.
 */
function slotFrame(
  typeface: Typeface,
  content: CardContent,
  slot: Slot,
  language: Locale,
): SlotFrame {
  const { style } = slot;
  const width = slot.width - style.margin * 2;
  // Room for the widest number a card can have, so the header never runs into it.
  const numberRoom = style.numberInHeader
    ? typeface.width(numberText(content.numbering, 98, 99, language), style.footer) + style.footer
    : 0;
  const title = { size: style.title, bold: true };
  const subtitle = { size: style.subtitle, gray: 0.3 };
  const header = content.subtitle
    ? [
        ...lines(typeface, content.title, width, title, 1.2),
        ...lines(typeface, content.subtitle, width - numberRoom, subtitle, 1.3),
      ]
    : lines(typeface, content.title, width - numberRoom, title, 1.2);
  const headerHeight = header.reduce((sum, line) => sum + line.height, 0) + style.body * 0.5;
  return { header, headerHeight, footerHeight: style.numberInHeader ? 0 : style.footer * 1.8 };
}

function columnRegion(slot: Slot, frame: SlotFrame, column: number): Region {
  const { style } = slot;
  const inner = slot.width - style.margin * 2;
  const width = (inner - style.gutter * (style.columns - 1)) / style.columns;
  return {
    x: slot.x + style.margin + column * (width + style.gutter),
    y: slot.y + style.margin + frame.headerHeight,
    width,
    height: slot.height - style.margin * 2 - frame.headerHeight - frame.footerHeight,
  };
}

function slotDecoration(
  typeface: Typeface,
  slot: Slot,
  frame: SlotFrame,
  numbering: string,
): Item[] {
  const { style } = slot;
  const left = slot.x + style.margin;
  const right = slot.x + slot.width - style.margin;
  const items: Item[] = [];
  let y = slot.y + style.margin;
  let lastBaseline = y;
  for (const line of frame.header) {
    lastBaseline = y + line.style.size * 0.95;
    items.push(...placeText(typeface, line.text, left, lastBaseline, line.style));
    y += line.height;
  }
  const ruleY = slot.y + style.margin + frame.headerHeight - style.body * 0.3;
  items.push({
    kind: 'line',
    x1: left,
    y1: ruleY,
    x2: right,
    y2: ruleY,
    width: 0.8,
    gray: 0.5,
    dash: [],
  });
  const numberBaseline = style.numberInHeader ? lastBaseline : slot.y + slot.height - style.margin;
  items.push(
    ...placeText(typeface, numbering, right, numberBaseline, {
      size: style.footer,
      gray: 0.35,
      align: 'right',
    }),
  );
  return items;
}

/**
 * Lays a card's content out on a paper: the text flows from card to card (or column to column),
 * every card carries the title and its number, "Card 2 of 5".
 */
export function layoutRuleCards(
  typeface: Typeface,
  content: CardContent,
  kind: CardKind,
  paper: Paper,
  language: Locale,
): DocumentLayout {
  const { page, slots, pageItems } = template(kind, paper);
  const first = slots[0] as Slot;
  const columns = first.style.columns;
  const frame = slotFrame(typeface, content, first, language);
  const width = columnRegion(first, frame, 0).width;
  const blocks = contentBlocks(typeface, content, first.style, width, kind !== 'full');
  const slotOf = (index: number) => slots[index % slots.length] as Slot;
  // Every slot has the same size and style: region n is column n % columns of card n / columns.
  const regions = flowBlocks(typeface, blocks, (n) =>
    columnRegion(slotOf(Math.floor(n / columns)), frame, n % columns),
  );
  const cardCount = Math.ceil(regions.length / columns);
  const pages: PageLayout[] = Array.from({ length: Math.ceil(cardCount / slots.length) }, () => ({
    ...page,
    items: [...pageItems],
  }));
  for (let index = 0; index < cardCount; index++) {
    (pages[Math.floor(index / slots.length)] as PageLayout).items.push(
      ...slotDecoration(
        typeface,
        slotOf(index),
        frame,
        numberText(content.numbering, index, cardCount, language),
      ),
      ...regions.slice(index * columns, (index + 1) * columns).flat(),
    );
  }
  return { title: content.title, language, pages };
}
