import { useSignal } from '@preact/signals';
import { useEffect, useMemo } from 'preact/hooks';
import type { GameRecord } from '../../db/model';
import { type Locale, locale, t } from '../../i18n';
import type { Paper } from '../../pdf/paper';
import { PRESET_IDS, type PresetId, presetRules, type Rules, type SetSize } from '../../rules';
import { MAX_PLAYERS } from '../../state/limits';
import { type Choice, ChoiceGroup } from '../settings/ChoiceGroup';
import { languageChoices } from '../settings/language-choices';
import { PlayersField } from './PlayersField';
import {
  isRuleCard,
  likelyPaper,
  PRINTABLES,
  type Printable,
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

const DEFAULT_PLAYERS = 4;

interface PrintFormProps {
  game: GameRecord | null;
  /** Opened from a game: its own sheet is what is most likely wanted. */
  gameFirst: boolean;
}

/** What to print, for which rules and players, on what paper, in which language; then the PDF. */
export function PrintForm({ game, gameFirst }: PrintFormProps) {
  const likely = useMemo(
    () => likelyPaper(navigator.languages?.length ? navigator.languages : [navigator.language]),
    [],
  );
  const what = useSignal<Printable>(game && gameFirst ? 'game' : 'quick');
  const paper = useSignal<Paper>(likely);
  const language = useSignal<Locale>(locale.peek());
  const rulesChoice = useSignal<'game' | PresetId>(game ? 'game' : 'standard');
  const set = useSignal<SetSize | null>(null);
  const rounds = useSignal<number | null>(null);
  const count = useSignal(game?.players.length ?? DEFAULT_PLAYERS);
  const names = useSignal<string[]>(Array<string>(MAX_PLAYERS).fill(''));
  const library = useSignal<PdfLibrary | null>(null);
  const status = useSignal<Status>({ kind: 'idle' });

  useEffect(() => {
    let open = true;
    // Loaded now, while the person chooses, so the PDF comes at once on the tap.
    loadPdfLibrary().then(
      (loaded) => {
        if (open) library.value = loaded;
      },
      () => {
        // Tried again on the tap, where a failure is shown.
      },
    );
    return () => {
      open = false;
    };
  }, [library]);

  const printable: Printable = what.value === 'game' && !game ? 'quick' : what.value;
  const rules: Rules =
    rulesChoice.value === 'game' && game
      ? game.rules
      : presetRules(rulesChoice.value === 'game' ? 'standard' : rulesChoice.value);
  const blankRules = sheetRules(rules, set.value, rounds.value);
  const paperNow = paperFor(printable, paper.value, likely);
  const seatNames = names.value.slice(0, count.value);
  const printedNames =
    printable === 'game' && game
      ? game.players.map((player) => player.name)
      : printable === 'blank'
        ? seatNames
        : [];
  const missing = library.value?.missingGlyphs(printedNames.join(' ')) ?? [];

  async function build(pdf: PdfLibrary): Promise<Uint8Array> {
    const options = { language: language.value };
    if (isRuleCard(printable)) {
      const players = rulesChoice.value === 'game' && game ? game.players.length : null;
      return pdf.buildRuleCard({ ...options, kind: printable, rules, paper: paperNow, players });
    }
    const sheetPaper = paperNow === 'a4' ? 'a4' : 'letter';
    if (printable === 'game' && game) {
      return pdf.buildGameSheet({ ...options, game, paper: sheetPaper });
    }
    return pdf.buildScoresheet({
      ...options,
      rules: blankRules,
      players: sheetPlayers(count.value, seatNames),
      paper: sheetPaper,
    });
  }

  async function make() {
    status.value = { kind: 'making' };
    try {
      const pdf = library.value ?? (await loadPdfLibrary());
      const bytes = await build(pdf);
      const file = pdfFileName(printable, {
        paper: paperNow,
        language: language.value,
        day: new Date(game?.createdAt ?? Date.now()),
      });
      const delivery = await pdf.deliverPdf(bytes, file, t(`printing.what.${printable}.label`));
      status.value =
        delivery === 'cancelled'
          ? { kind: 'idle' }
          : delivery === 'shared'
            ? { kind: 'shared' }
            : { kind: 'downloaded', file };
    } catch {
      status.value = { kind: 'failed' };
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
    ...PRESET_IDS.map((id) => ({
      value: id,
      label: t(`game.presets.${id}.name`),
      hint: t(`game.presets.${id}.description`),
    })),
  ];
  const making = status.value.kind === 'making';

  return (
    <div class="print-form">
      <ChoiceGroup
        heading={t('printing.what.legend')}
        name="what"
        value={printable}
        choices={whatChoices}
        onChange={(value) => {
          what.value = value;
        }}
      />
      {printable !== 'game' && (
        <ChoiceGroup
          heading={t('printing.rules.legend')}
          name="rules"
          value={rulesChoice.value}
          choices={rulesChoices}
          onChange={(value) => {
            rulesChoice.value = value;
            set.value = null;
            rounds.value = null;
          }}
        />
      )}
      {printable === 'blank' && (
        <>
          <SheetLength
            rules={blankRules}
            onSet={(value) => {
              set.value = value;
              rounds.value = null;
            }}
            onRounds={(value) => {
              rounds.value = value;
            }}
          />
          <PlayersField
            count={count.value}
            names={names.value}
            onCount={(value) => {
              count.value = value;
            }}
            onName={(seat, name) => {
              names.value = names.value.map((old, i) => (i === seat ? name : old));
            }}
          />
        </>
      )}
      <ChoiceGroup
        heading={t('printing.paper.legend')}
        name="paper"
        value={paperNow}
        choices={papersFor(printable).map((value) => ({
          value,
          label: t(`printing.paper.${value}`),
        }))}
        onChange={(value) => {
          paper.value = value;
        }}
      />
      <ChoiceGroup
        heading={t('printing.language')}
        name="print-language"
        compact
        value={language.value}
        choices={languageChoices()}
        onChange={(value) => {
          language.value = value;
        }}
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
        <div role="status" class={status.value.kind === 'failed' ? 'error' : undefined}>
          {status.value.kind === 'making' && <p>{t('printing.making')}</p>}
          {status.value.kind === 'shared' && <p>{t('printing.shared')}</p>}
          {status.value.kind === 'downloaded' && (
            <p>{t('printing.downloaded', { file: status.value.file })}</p>
          )}
          {status.value.kind === 'failed' && <p>{t('printing.failed')}</p>}
        </div>
      </div>
    </div>
  );
}
