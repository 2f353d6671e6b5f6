import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useRoute } from 'preact-iso';
import type { GameRecord } from '../../db/model';
import { formatNumber, playerName, t, tileName } from '../../i18n';
import { keepScreenAwake } from '../../pwa/wake-lock';
import type { GameView } from '../../state/game-view';
import { standingsLink } from '../../state/standings-share';
import { type TableLayout, tableLayout } from '../../state/table-layout';
import { useGameModel } from '../../state/use-game';
import { Domino } from '../../ui/Domino';
import { GameLoader } from '../../ui/GameLoader';
import { QrCode } from '../../ui/QrCode';
import { Screen } from '../../ui/Screen';
import './table-view.css';

/** The largest text worth having: two players on a TV. */
const MAX_SIZE = 220;

/**
 * The table view (/game/:id/table): the standings made to be read from across the table or on
 * a TV the phone is cast to: the round, its engine, which trains are open, and each player's
 * place, name and total as large as the screen allows. It follows the game as it is played (on
 * this phone or in another tab), keeps the screen awake, turns round for the people opposite,
 * and shows the QR code that carries the standings to their phones.
 */
export function TableViewScreen() {
  const { params } = useRoute();
  const model = useGameModel(params.id ?? '');
  useEffect(() => keepScreenAwake(), []);
  const game = model.game.value;
  const view = model.view.value;
  if (!game || !view || game.deletedAt !== null) {
    return (
      <Screen title={t('standings.table.open')} back="/">
        <GameLoader game={model.live}>{() => null}</GameLoader>
      </Screen>
    );
  }
  return <TableView game={game} view={view} />;
}

/** A text's width at 100 px in the list's own face and weight, for tableLayout. */
function textMeasure(element: Element): (text: string) => number {
  const context = document.createElement('canvas').getContext?.('2d');
  if (context) {
    context.font = `800 100px ${getComputedStyle(element).fontFamily}`;
    const known = new Map<string, number>();
    return (text) => {
      let width = known.get(text);
      if (width === undefined) {
        width = context.measureText(text).width;
        known.set(text, width);
      }
      return width;
    };
  }
  // Wide letters and full-width characters, so an estimate never makes a name too large.
  return (text) =>
    [...text].reduce((width, char) => width + (char.charCodeAt(0) > 0x2e80 ? 100 : 66), 0);
}

interface Row {
  seat: number;
  place: number;
  name: string;
  total: string;
  leads: boolean;
  open: boolean;
}

function TableView({ game, view }: { game: GameRecord; view: GameView }) {
  const [turned, setTurned] = useState(false);
  const [code, setCode] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const [layout, setLayout] = useState<TableLayout | null>(null);
  const over = view.finished || view.allPlayed;
  const names = game.players.map((p) => p.name);
  const markers = game.draft?.markers ?? [];
  const rows: Row[] = game.players
    .map((_, seat) => ({ seat, place: view.ranks[seat] as number }))
    .sort((a, b) => a.place - b.place || a.seat - b.seat)
    .map(({ seat, place }) => ({
      seat,
      place,
      name: playerName(seat, names),
      total: formatNumber(view.standings.totals[seat] as number),
      leads: game.rounds.length > 0 && view.standings.leaders.includes(seat),
      open: !over && game.rules.markers && markers[seat] === true,
    }));
  // The texts as drawn, marks included: what must fit.
  const shown = rows.map((row) => ({
    place: formatNumber(row.place),
    name: `${row.leads ? '★\u00a0' : ''}${row.name}${row.open ? '\u00a0⚑' : ''}`,
    total: row.total,
  }));
  const fitKey = JSON.stringify(shown);

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = textMeasure(element);
    const refit = () => {
      // Taken off the page (the QR code shown instead): nothing to fit until it comes back.
      if (!element.isConnected || element.clientWidth === 0) return;
      const minSize = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 20;
      const next = tableLayout({
        width: element.clientWidth,
        height: element.clientHeight,
        rows: JSON.parse(fitKey),
        measure,
        minSize,
        maxSize: MAX_SIZE,
      });
      setLayout((old) =>
        old &&
        old.size === next.size &&
        old.columns === next.columns &&
        old.overflows === next.overflows
          ? old
          : next,
      );
    };
    refit();
    const observer = new ResizeObserver(refit);
    observer.observe(element);
    // A font arriving late changes every width.
    void document.fonts?.ready.then(refit);
    return () => observer.disconnect();
  }, [fitKey, code]);

  const engine = over ? null : view.engine;
  const columns = layout?.columns ?? 1;
  const back = view.finished ? `/game/${game.id}/scores` : `/game/${game.id}`;
  return (
    <main class="table-view">
      <nav class="table-bar">
        <a class="button" href={back}>
          <span aria-hidden="true">←</span> {t('common.back')}
        </a>
        <button
          type="button"
          class="button"
          aria-pressed={turned}
          onClick={() => setTurned(!turned)}
        >
          <span aria-hidden="true">⟲</span> {t('standings.table.turnAround')}
        </button>
        <button type="button" class="button table-code-toggle" onClick={() => setCode(!code)}>
          {code ? t('standings.table.showStandings') : t('standings.table.showCode')}
        </button>
      </nav>
      <div class={`table-stage${turned ? ' turned' : ''}`}>
        <header class="table-head">
          <h1>
            {over
              ? t('standings.table.final')
              : t('game.round.ofTotal', { round: view.round, rounds: view.rounds })}
          </h1>
          {engine !== null && (
            <p class="table-engine">
              <Domino tile={[engine, engine]} across size={64} label={false} />
              {t('game.round.engine', { tile: tileName([engine, engine]) })}
            </p>
          )}
          {!over && (
            <p class="table-legend">
              {game.rules.markers
                ? t('standings.table.openTrains')
                : t('standings.table.noMarkers')}
            </p>
          )}
        </header>
        {code ? (
          <div class="table-code">
            <QrCode
              text={standingsLink(game, location.origin)}
              label={t('standings.share.label')}
              tooLong={t('standings.share.tooLong')}
            />
          </div>
        ) : (
          <ol
            ref={list}
            class={`table-standings${layout?.overflows ? ' overflows' : ''}`}
            // A list that scrolls (very long names on a small phone) takes the keyboard too.
            tabIndex={layout?.overflows ? 0 : undefined}
            aria-label={t('scorekeeper.scores.totals')}
            style={{
              '--size': `${layout?.size ?? 20}px`,
              '--columns': String(columns),
              '--rows': String(Math.ceil(rows.length / columns)),
            }}
          >
            {rows.map((row) => (
              <li key={game.players[row.seat]?.id} class={row.leads ? 'leads' : ''}>
                <span class="table-place" aria-hidden="true">
                  {formatNumber(row.place)}
                </span>
                <span class="visually-hidden">
                  {t('scorekeeper.scores.place', { place: row.place })}
                </span>
                <span class="table-name">
                  {row.leads && <span aria-hidden="true">{'★\u00a0'}</span>}
                  {row.name}
                  {row.leads && (
                    <span class="visually-hidden">
                      {over ? t('scorekeeper.scores.winner') : t('scorekeeper.scores.leader')}
                    </span>
                  )}
                  {row.open && (
                    <>
                      <span class="table-flag" aria-hidden="true">
                        {'\u00a0⚑'}
                      </span>
                      <span class="visually-hidden">
                        {t('standings.table.trainOpen', { name: row.name })}
                      </span>
                    </>
                  )}
                </span>
                <span class="table-total">{row.total}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </main>
  );
}
