import { useEffect, useMemo, useState } from 'preact/hooks';
import type { GameRecord } from '../../db/model';
import { locale, t } from '../../i18n';
import { type PresetId, presetRules, type Rules } from '../../rules';
import {
  chooseLanguage,
  choosePaper,
  choosePlayers,
  chooseRounds,
  chooseRules,
  chooseSheetSet,
  chooseWhat,
  type Printable,
  printForm,
  renameSheetSeat,
} from '../../state/print-form';
import { printableGame } from '../../state/printable-game';
import { presetTaps } from '../../ui/preset-taps';
import type { Choice } from '../../ui/radio-answers';
import { Taps } from '../../ui/Taps';
import { LanguageChoice } from '../settings/LanguageChoice';
import { PlayersField } from './PlayersField';
import {
  isRuleCard,
  likelyPaper,
  PRINTABLES,
  paperFor,
  papersFor,
  pdfFileName,
  sheetPlayers,
  sheetRules,
} from './print-request';
import { SheetLength } from './SheetLength';
import './print.css';

/** The PDF code: loaded when this screen opens, never with the app's first screen. */
type PdfLibrary = typeof import('../../pdf');
let pdfLibrary: Promise<PdfLibrary> | null = null;

/** One load shared by the screen's warm-up and the tap; a failed load is tried again. */
function loadPdfLibrary(): Promise<PdfLibrary> {
  if (!pdfLibrary) {
    pdfLibrary = import('../../pdf');
    pdfLibrary.catch(() => {
      pdfLibrary = null;
    });
  }
  return pdfLibrary;
}

type Status =
  | { kind: 'idle' }
  | { kind: 'making' }
  | { kind: 'shared' }
  | { kind: 'downloaded'; file: string }
  | { kind: 'failed' };

interface PrintChoicesProps {
  game: GameRecord | null;
  /** Opened from a game: its own sheet is what is most likely wanted. */
  gameFirst: boolean;
}

/** What to print, for which rules and players, on what paper, in which language; then the PDF. */
export function PrintChoices({ game, gameFirst }: PrintChoicesProps) {
  const likely = useMemo(
    () => likelyPaper(navigator.languages?.length ? navigator.languages : [navigator.language]),
    [],
  );
  const [form, setForm] = useState(() =>
    printForm({
      gamePlayers: game?.players.length ?? null,
      gameFirst,
      paper: likely,
      language: locale.peek(),
    }),
  );
  const [library, setLibrary] = useState<PdfLibrary | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    let open = true;
    // Loaded now, while the person chooses, so the PDF comes at once on the tap.
    loadPdfLibrary().then(
      (loaded) => {
        if (open) setLibrary(loaded);
      },
      () => {
        // Tried again on the tap, where a failure is shown.
      },
    );
    return () => {
      open = false;
    };
  }, []);

  const printable: Printable = form.what === 'game' && !game ? 'quick' : form.what;
  const rules: Rules =
    form.rules === 'game' && game
      ? game.rules
      : presetRules(form.rules === 'game' ? 'standard' : form.rules);
  const blankRules = sheetRules(rules, form.set, form.rounds);
  const paperNow = paperFor(printable, form.paper, likely);
  const seatNames = form.names.slice(0, form.players);
  const printedNames =
    printable === 'game' && game
      ? game.players.map((player) => player.name)
      : printable === 'blank'
        ? seatNames
        : [];
  const missing = library?.missingGlyphs(printedNames.join(' ')) ?? [];

  async function build(pdf: PdfLibrary): Promise<Uint8Array> {
    const options = { language: form.language };
    if (isRuleCard(printable)) {
      const players = form.rules === 'game' && game ? game.players.length : null;
      return pdf.buildRuleCard({ ...options, kind: printable, rules, paper: paperNow, players });
    }
    const sheetPaper = paperNow === 'a4' ? 'a4' : 'letter';
    if (printable === 'game' && game) {
      return pdf.buildGameSheet({ ...options, game: printableGame(game), paper: sheetPaper });
    }
    return pdf.buildScoresheet({
      ...options,
      rules: blankRules,
      players: sheetPlayers(form.players, seatNames),
      paper: sheetPaper,
    });
  }

  async function make() {
    setStatus({ kind: 'making' });
    try {
      const pdf = library ?? (await loadPdfLibrary());
      const bytes = await build(pdf);
      const file = pdfFileName(printable, {
        paper: paperNow,
        language: form.language,
        day: new Date(game?.createdAt ?? Date.now()),
      });
      const delivery = await pdf.deliverPdf(bytes, file, t(`printing.what.${printable}.label`));
      setStatus(
        delivery === 'cancelled'
          ? { kind: 'idle' }
          : delivery === 'shared'
            ? { kind: 'shared' }
            : { kind: 'downloaded', file },
      );
    } catch {
      setStatus({ kind: 'failed' });
    }
  }

  // Opened from a game, its own sheet comes first: it is what the person came for.
  const offered = PRINTABLES.filter((p) => p !== 'game' || game);
  const ordered = gameFirst
    ? [...offered.filter((p) => p === 'game'), ...offered.filter((p) => p !== 'game')]
    : offered;
  const whatChoices: Choice<Printable>[] = ordered.map((value) => ({
    value,
    label: t(`printing.what.${value}.label`),
    hint: t(`printing.what.${value}.hint`),
  }));
  const rulesChoices: Choice<'game' | PresetId>[] = [
    ...(game
      ? [
          {
            value: 'game' as const,
            label: t('printing.rules.game'),
            hint: t(`game.presets.${game.rules.preset}.name`),
          },
        ]
      : []),
    ...presetTaps(),
  ];
  const making = status.kind === 'making';

  return (
    <div class="print-form">
      <Taps
        look="section"
        legend={t('printing.what.legend')}
        name="what"
        value={printable}
        choices={whatChoices}
        onChange={(value) => setForm(chooseWhat(form, value))}
      />
      {printable !== 'game' && (
        <Taps
          look="section"
          legend={t('printing.rules.legend')}
          name="rules"
          value={form.rules}
          choices={rulesChoices}
          onChange={(value) => setForm(chooseRules(form, value))}
        />
      )}
      {printable === 'blank' && (
        <>
          <SheetLength
            rules={blankRules}
            onSet={(value) => setForm(chooseSheetSet(form, value))}
            onRounds={(value) => setForm(chooseRounds(form, value))}
          />
          <PlayersField
            count={form.players}
            names={form.names}
            onCount={(value) => setForm(choosePlayers(form, value))}
            onName={(seat, name) => setForm(renameSheetSeat(form, seat, name))}
          />
        </>
      )}
      <Taps
        look="section"
        legend={t('printing.paper.legend')}
        name="paper"
        value={paperNow}
        choices={papersFor(printable).map((value) => ({
          value,
          label: t(`printing.paper.${value}`),
        }))}
        onChange={(value) => setForm(choosePaper(form, value))}
      />
      <LanguageChoice
        legend={t('printing.language')}
        name="print-language"
        value={form.language}
        onChange={(value) => setForm(chooseLanguage(form, value))}
      />
      <div class="print-action stack">
        {missing.length > 0 && (
          <p class="warning">
            {t('print.missingCharacters', { count: missing.length, characters: missing.join(' ') })}
          </p>
        )}
        <button
          type="button"
          class="button primary big wide"
          disabled={making}
          onClick={() => void make()}
        >
          {t('printing.make')}
        </button>
        <div role="status" class={status.kind === 'failed' ? 'error' : undefined}>
          {status.kind === 'making' && <p>{t('printing.making')}</p>}
          {status.kind === 'shared' && <p>{t('printing.shared')}</p>}
          {status.kind === 'downloaded' && <p>{t('printing.downloaded', { file: status.file })}</p>}
          {status.kind === 'failed' && <p>{t('printing.failed')}</p>}
        </div>
      </div>
    </div>
  );
}
