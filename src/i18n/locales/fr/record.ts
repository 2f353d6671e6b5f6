import type { Translation } from '../../messages';
import type { Messages } from '../../namespaces';

export default {
  chart: {
    heading: 'Totaux au fil des manches',
    note: 'Le moins de points en haut\u00a0: la ligne la plus haute est en tête.',
    label: 'Graphique des totaux, manche après manche, le moins de points en haut. {summary}',
    lead: {
      one: 'En tête\u00a0: {names}, avec {count} point d’avance, pour un total de {total}.',
      many: 'En tête\u00a0: {names}, avec {count} points d’avance, pour un total de {total}.',
      other: 'En tête\u00a0: {names}, avec {count} points d’avance, pour un total de {total}.',
    },
    won: {
      one: 'Gagnée par {names}, avec {count} point d’avance, pour un total de {total}.',
      many: 'Gagnée par {names}, avec {count} points d’avance, pour un total de {total}.',
      other: 'Gagnée par {names}, avec {count} points d’avance, pour un total de {total}.',
    },
    level: 'Tout le monde est à égalité, avec {total}.',
  },
  family: {
    title: 'Palmarès de la famille',
    open: 'Palmarès de la famille',
    intro: 'D’après toutes les parties terminées sur ce téléphone. Moins de points, c’est mieux.',
    empty:
      'Aucune partie terminée pour l’instant. Le palmarès commence avec la première partie terminée.',
    games: {
      one: 'D’après {count} partie terminée.',
      many: 'D’après {count} parties terminées.',
      other: 'D’après {count} parties terminées.',
    },
    mostWins: {
      one: 'Le plus de victoires\u00a0: {names}, avec {count} partie.',
      many: 'Le plus de victoires\u00a0: {names}, avec {count} parties.',
      other: 'Le plus de victoires\u00a0: {names}, avec {count} parties.',
    },
    noWins: 'Personne n’a encore gagné de partie.',
    winsHeading: 'Victoires',
    winsLabel: 'Victoires par joueur\u00a0: {list}.',
    winsOf: {
      one: '{name}\u00a0: {count} victoire',
      many: '{name}\u00a0: {count} victoires',
      other: '{name}\u00a0: {count} victoires',
    },
    peopleHeading: 'Chaque joueur',
    played: 'Parties jouées',
    won: 'Parties gagnées',
    average: 'Points par manche',
    bestRound: 'Meilleure manche',
    bestGame: 'Meilleure partie',
    none: 'pas encore',
    points: { one: '{count} point', many: '{count} points', other: '{count} points' },
    rounds: { one: '{count} manche', many: '{count} manches', other: '{count} manches' },
    bestGameValue: '{points} en {rounds}',
    spellings: 'Comptés ensemble\u00a0: {names}',
    join: {
      heading: 'Une personne, deux noms',
      intro:
        'Si le nom de quelqu’un a été écrit de deux façons («\u00a0Mamie\u00a0» et «\u00a0Mémé\u00a0»), réunissez les noms pour que le palmarès les compte comme une seule personne.',
      kept: 'Nom à afficher',
      second: 'Autre nom de la même personne',
      choose: 'Choisir un nom',
      button: 'Réunir les noms',
      same: 'Choisissez deux noms différents.',
      joined: '{other} compte désormais comme {kept}.',
      separateName: 'Compter {name} à part',
      separated: '{name} compte de nouveau à part.',
      together: '{names} comptent comme une seule personne.',
    },
  },
} satisfies Translation<Messages['record'], 'fr'>;
