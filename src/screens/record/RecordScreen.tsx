import { useState } from 'preact/hooks';
import type { DbFailure } from '../../db/transact';
import { formatList, formatNumber, t } from '../../i18n';
import {
  type FamilyRecord,
  type FamilyRecordView,
  type PersonRecord,
  useFamilyRecord,
} from '../../state/family-record';
import { SaveFailure } from '../../ui/SaveFailure';
import { Screen } from '../../ui/Screen';
import '../../ui/scorekeeper.css';
import '../../ui/column-list.css';
import './record.css';

/** Points per round to one decimal: "5.8", "5,8". */
function average(value: number): string {
  return formatNumber(Math.round(value * 10) / 10);
}

/** Wins per player as bars, longest first; the figure's name says every count in words. */
function WinsChart({ record }: { record: FamilyRecord }) {
  const most = Math.max(1, ...record.people.map((person) => person.wins));
  const label = t('record.family.winsLabel', {
    list: formatList(
      record.people.map((person) =>
        t('record.family.winsOf', { name: person.name, count: person.wins }),
      ),
    ),
  });
  return (
    <figure class="wins-chart" role="img" aria-label={label}>
      {record.people.map((person) => (
        <div key={person.name} class="wins-row">
          <span class="wins-name">{person.name}</span>
          <span class="wins-track">
            <span class="wins-bar" style={{ width: `${(person.wins / most) * 100}%` }} />
            <span class="wins-count">{formatNumber(person.wins)}</span>
          </span>
        </div>
      ))}
    </figure>
  );
}

function PersonCard({ person }: { person: PersonRecord }) {
  const none = t('record.family.none');
  const figures: [string, string][] = [
    [t('record.family.played'), formatNumber(person.games)],
    [t('record.family.won'), formatNumber(person.wins)],
    [t('record.family.average'), person.average === null ? none : average(person.average)],
    [
      t('record.family.bestRound'),
      person.bestRound === null ? none : t('record.family.points', { count: person.bestRound }),
    ],
    [
      t('record.family.bestGame'),
      person.bestGame === null
        ? none
        : t('record.family.bestGameValue', {
            points: t('record.family.points', { count: person.bestGame.total }),
            rounds: t('record.family.rounds', { count: person.bestGame.rounds }),
          }),
    ],
  ];
  return (
    <li class="card person-card">
      <h3>{person.name}</h3>
      <dl class="figures">
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {person.spellings.length > 1 && (
        <p class="muted">{t('record.family.spellings', { names: formatList(person.spellings) })}</p>
      )}
    </li>
  );
}

type Notice = { kind: 'joined'; kept: string; other: string } | { kind: 'separated'; name: string };

/** Two names of one person joined, and joined names separated again. */
function JoinNames({ record, family }: { record: FamilyRecord; family: FamilyRecordView }) {
  const joined = family.joined.value;
  const [kept, setKept] = useState('');
  const [other, setOther] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [mistake, setMistake] = useState(false);
  const [failure, setFailure] = useState<DbFailure | null>(null);
  const names = record.people.map((person) => person.name);

  const join = async (event: Event) => {
    event.preventDefault();
    const same = !kept || !other || kept === other;
    setMistake(same);
    if (same) return;
    const result = await family.join(kept, other);
    setFailure(result.ok ? null : result);
    if (result.ok) {
      setNotice({ kind: 'joined', kept, other });
      setKept('');
      setOther('');
    }
  };
  const separate = async (name: string) => {
    const result = await family.separate(name);
    setFailure(result.ok ? null : result);
    if (result.ok) setNotice({ kind: 'separated', name });
  };

  const select = (label: string, value: string, set: (name: string) => void) => (
    <label class="stack">
      <span>{label}</span>
      <select
        value={value}
        aria-describedby={mistake ? 'join-mistake' : undefined}
        onChange={(event) => set((event.target as HTMLSelectElement).value)}
      >
        <option value="">{t('record.family.join.choose')}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section aria-labelledby="join-heading" class="stack">
      <h2 id="join-heading">{t('record.family.join.heading')}</h2>
      <p>{t('record.family.join.intro')}</p>
      <form class="stack" onSubmit={join}>
        {select(t('record.family.join.kept'), kept, setKept)}
        {select(t('record.family.join.second'), other, setOther)}
        {mistake && (
          <p id="join-mistake" class="error">
            {t('record.family.join.same')}
          </p>
        )}
        <button type="submit" class="button wide">
          {t('record.family.join.button')}
        </button>
      </form>
      <div role="status">
        {notice && (
          <p class="notice">
            {notice.kind === 'joined'
              ? t('record.family.join.joined', { kept: notice.kept, other: notice.other })
              : t('record.family.join.separated', { name: notice.name })}
          </p>
        )}
      </div>
      <SaveFailure failure={failure} />
      {joined.length > 0 && (
        <ul class="joined-list column-list">
          {joined.map((group) => (
            <li key={group.join('\n')} class="card stack">
              <p>{t('record.family.join.together', { names: formatList(group) })}</p>
              {group.slice(1).map((name) => (
                <button key={name} type="button" class="button" onClick={() => separate(name)}>
                  {t('record.family.join.separateName', { name })}
                </button>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The family's record (/games/record): every finished game on this phone, per person: games,
 * wins, points per round, the best round and game, who has won most, and wins as a chart.
 */
export function RecordScreen() {
  const family = useFamilyRecord();
  const state = family.live.value;
  return (
    <Screen title={t('record.family.title')} back="/games">
      <div class="stack">
        {state.status === 'loading' && <p class="muted">{t('home.loading')}</p>}
        {state.status === 'failed' && (
          <p class="error" role="alert">
            {t('home.storageFailed')}
          </p>
        )}
        {state.status === 'ready' && state.value.games === 0 && <p>{t('record.family.empty')}</p>}
        {state.status === 'ready' && state.value.games > 0 && (
          <>
            <p>{t('record.family.intro')}</p>
            <p>{t('record.family.games', { count: state.value.games })}</p>
            <p class="most-wins">
              {state.value.mostWins
                ? t('record.family.mostWins', {
                    names: formatList(state.value.mostWins.names),
                    count: state.value.mostWins.wins,
                  })
                : t('record.family.noWins')}
            </p>
            <section aria-labelledby="wins-heading" class="stack">
              <h2 id="wins-heading">{t('record.family.winsHeading')}</h2>
              <WinsChart record={state.value} />
            </section>
            <section aria-labelledby="people-heading" class="stack">
              <h2 id="people-heading">{t('record.family.peopleHeading')}</h2>
              <ul class="people column-list">
                {state.value.people.map((person) => (
                  <PersonCard key={person.name} person={person} />
                ))}
              </ul>
            </section>
            <JoinNames record={state.value} family={family} />
          </>
        )}
      </div>
    </Screen>
  );
}
