# Les chapitres de stratégie, en français : les mots de leurs écrans et de leurs boutons. Les
# textes des chapitres eux-mêmes (titres, explications, objectifs) sont dans chapters.ftl.
# Un chapitre apprend une idée : quelques écrans d’explication sur le plateau, puis des
# positions à jouer contre Tux avec un objectif. Chaque objectif atteint rapporte une à trois
# étoiles.
# Les lecteurs sont des enfants de 6 à 10 ans : phrases courtes, une idée chacune, ton chaleureux.

## Les boutons et la liste

chapters-open = Chapitres
# Le bouton des chapitres sous la carte d’un jeu, pour un lecteur d’écran.
chapters-card =
    { $count ->
        [one] Chapitres du jeu { $game } : tu as { $count } étoile
       *[other] Chapitres du jeu { $game } : tu as { $count } étoiles
    }
chapters-list-title = Chapitres du jeu { $game }
chapters-item = { $number }. { $title }
# Un chapitre de la liste, pour un lecteur d’écran : les étoiles gagnées sur toutes celles
# qu’il offre.
chapters-item-stars =
    { $count ->
        [one] { $number }. { $title } : { $count } étoile sur { $total }
       *[other] { $number }. { $title } : { $count } étoiles sur { $total }
    }
chapters-item-locked = { $number }. { $title } : verrouillé. Termine d’abord le chapitre d’avant.
chapters-back = Retour
chapters-next = Suivant
# Le dernier écran de l’explication mène aux positions à jouer.
chapters-to-play = À toi de jouer !

## La ligne au-dessus du plateau

# L’explication : le titre du chapitre, et quel écran sur combien.
chapters-screen-heading = { $title } : page { $number } sur { $total }
# Une position à jouer : le titre du chapitre, et laquelle sur combien.
chapters-stage-heading = { $title } : défi { $number } sur { $total }
chapters-moves-left =
    { $count ->
        [one] Il te reste { $count } coup.
       *[other] Il te reste { $count } coups.
    }
chapters-safe-left =
    { $count ->
        [one] Tux a encore { $count } coup pour essayer.
       *[other] Tux a encore { $count } coups pour essayer.
    }
chapters-sowings-left =
    { $count ->
        [one] Encore { $count } semis à faire pendant ce tour.
       *[other] Encore { $count } semis à faire pendant ce tour.
    }
chapters-met-best = Objectif atteint avec le moins de coups possible : trois étoiles !
chapters-met =
    { $count ->
        [one] Objectif atteint : { $count } étoile. Peux-tu y arriver en moins de coups ?
       *[other] Objectif atteint : { $count } étoiles. Peux-tu y arriver en moins de coups ?
    }
chapters-chapter-done = Tu as terminé ce chapitre !
chapters-missed = Pas cette fois. Recommence depuis le début, ou reviens juste avant ton dernier coup.
chapters-try-again = Recommencer
chapters-from-last-move = Annuler mon dernier coup
