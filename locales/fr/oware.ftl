# Oware (règles abapa) : tous les mots de l’activité, en français.
# Les lecteurs sont des enfants de 5 à 10 ans, ou un enseignant qui lit à voix haute :
# des phrases courtes, une idée par phrase, un ton chaleureux.
# Une espace insécable précède ! ? : ; comme le veut la typographie française.

## À propos de l’activité

activity-title = Oware
activity-description = Sème des graines et capture-les dans un jeu très ancien d’Afrique de l’Ouest.
activity-goal = Capture plus de graines que l’autre joueur. Avec 25 graines, tu gagnes !
activity-manual =
    Clique sur une maison qui brille dans ta rangée. Ses graines partent en voyage autour du plateau.
    Tu hésites ? Appuie sur « Indice » et Tux te montre une bonne maison.
    Tu veux changer ton coup ? Appuie sur « Annuler » pour le reprendre.
    À chaque niveau, Tux joue mieux. Les boutons de niveau rendent le jeu plus facile ou plus difficile.
    Tu peux aussi jouer à deux sur le même écran.
activity-credit = L’oware est un jeu très ancien d’Afrique de l’Ouest. On y joue au Ghana et dans beaucoup de pays voisins. Ici, on suit les règles abapa.
language-name = Français

## Les joueurs

player-you = Toi
player-tux = Tux
player-south = Joueur 1
player-north = Joueur 2

## La barre de boutons : des noms courts, lus aussi par les lecteurs d’écran.

bar-help = Aide
bar-hint = Indice
bar-undo = Annuler
bar-restart = Nouvelle partie
bar-level-down = Plus facile
bar-level-up = Plus dur
bar-mode-tux = Contre Tux
bar-mode-friends = Deux joueurs
bar-language = Langue
bar-home = Accueil
dialog-close = Fermer

## La ligne d’état

level-line = niveau { $level } sur { $max }
turn-you = À toi de jouer !
turn-tux = Tux réfléchit…
turn-player = { $player }, à toi de jouer !

## Nourrir : l’autre rangée est vide.

feed-explain = L’autre rangée est vide ! Choisis une maison avec une flèche bleue. Ses graines y arrivent.

## Les clics refusés

illegal-empty-house = Cette maison est vide. Choisis une maison avec des graines.
illegal-not-your-house = Cette maison est dans l’autre rangée. Choisis une des tiennes.
illegal-must-feed = L’autre rangée est vide, et cette maison ne peut pas l’atteindre. Choisis une maison avec une flèche.
illegal-wait = Attends un peu. Tux réfléchit encore.
illegal-game-over = Cette partie est finie. Commence-en une nouvelle !
illegal-tuzdyk = Cette maison est un tuzdyk. Personne ne peut la jouer.

## Ce qui vient de se passer
## $house est la lettre d’une maison : de A à F en bas, de a à f en haut.

move-tux-played = Tux a joué la maison { $house }.
captured-you =
    { $count ->
        [one] Tu as capturé { $count } graine !
       *[other] Tu as capturé { $count } graines !
    }
captured-tux =
    { $count ->
        [one] Tux a capturé { $count } graine.
       *[other] Tux a capturé { $count } graines.
    }
captured-player =
    { $count ->
        [one] { $player } a capturé { $count } graine !
       *[other] { $player } a capturé { $count } graines !
    }
grand-slam = Ce coup aurait pris toutes les graines de l’autre rangée. Alors, cette fois, rien n’est capturé.
hint-try = Essaie la maison { $house } !
hint-thinking = Tux cherche un bon coup…
undo-nothing = Il n’y a aucun coup à reprendre.

## La fin de la partie

end-you-win = Tu as gagné ! Bravo !
end-tux-wins = Cette fois, c’est Tux qui a gagné. Essaie encore !
end-draw = Égalité !
end-player-wins = { $player } a gagné ! Bravo !
end-score = Score : { $south } – { $north }
end-reason-score = Un joueur a capturé plus de la moitié des graines.
end-reason-draw = Chaque joueur a capturé 24 graines. C’est exactement la moitié.
end-reason-no-feed = Aucun coup ne pouvait donner de graines à la rangée vide. Alors chaque joueur garde les graines de son côté.
end-reason-repetition = La même position est revenue pour la troisième fois. Alors chaque joueur garde les graines de son côté.
end-reason-no-capture-limit = 160 coups sont passés sans une seule capture. Alors chaque joueur garde les graines de son côté.
end-reason-empty-row = Une rangée de maisons est vide. Chaque joueur compte aussi les graines restées de son côté.
end-reason-endless = Ce coup ne s’arrêterait jamais, alors la partie s’arrête ici. Chaque joueur compte les graines de son côté.
end-reason-no-move = Un joueur n’avait plus de graines à jouer. L’autre joueur compte les graines restées de son côté.
end-play-again = Rejouer
end-next-level = Niveau suivant

## Les noms pour les lecteurs d’écran

house-playable =
    { $count ->
        [one] Maison { $house }, { $count } graine, peut être jouée
       *[other] Maison { $house }, { $count } graines, peut être jouée
    }
house-feeding =
    { $count ->
        [one] Maison { $house }, { $count } graine, donne des graines à l’autre rangée
       *[other] Maison { $house }, { $count } graines, donne des graines à l’autre rangée
    }
house-blocked =
    { $count ->
        [one] Maison { $house }, { $count } graine
       *[other] Maison { $house }, { $count } graines
    }
store-you =
    { $count ->
        [one] Tu as { $count } graine capturée
       *[other] Tu as { $count } graines capturées
    }
store-tux =
    { $count ->
        [one] Tux a { $count } graine capturée
       *[other] Tux a { $count } graines capturées
    }
store-south =
    { $count ->
        [one] { player-south } a { $count } graine capturée
       *[other] { player-south } a { $count } graines capturées
    }
store-north =
    { $count ->
        [one] { player-north } a { $count } graine capturée
       *[other] { player-north } a { $count } graines capturées
    }

## L’aide : les paragraphes sont séparés par une ligne vide.

help-title = Comment jouer à l’oware
help-rules =
    Le plateau a deux rangées de six maisons. Chaque joueur a sa rangée. Au début, chaque maison contient quatre graines. Cela fait 48 graines en tout.

    À ton tour, choisis une de tes maisons qui contient des graines. Prends toutes ses graines. Pose-les une par une dans les maisons suivantes, dans le sens inverse des aiguilles d’une montre. C’est ce qu’on appelle semer.

    Avec 12 graines ou plus, ton coup fait tout le tour du plateau. Alors on saute la maison de départ. Elle reste vide.

    Regarde la maison où tombe ta dernière graine. Est-elle dans l’autre rangée, avec maintenant 2 ou 3 graines ? Alors tu captures ces graines.

    Regarde ensuite la maison juste avant. Si elle aussi est dans l’autre rangée et contient 2 ou 3 graines, tu les captures aussi. Continue ainsi en reculant, jusqu’à une maison qui ne convient pas.

    Une capture ne doit jamais prendre toutes les graines de l’autre rangée. Si ton coup les prend toutes, tu ne captures rien du tout. Le coup compte quand même : les graines restent là où tu les as semées. C’est la règle du grand chelem.

    Si l’autre rangée est vide, tu dois la nourrir. Joue une maison dont les graines vont jusqu’à cette rangée. Si aucune maison ne le peut, la partie s’arrête et tu gardes les graines de ta rangée.

    Tu gagnes quand tu as capturé 25 graines ou plus. C’est plus de la moitié ! Si chaque joueur capture 24 graines, il y a égalité.

    Parfois, une partie tourne en rond. Quand la même position revient pour la troisième fois, la partie s’arrête. Elle s’arrête aussi après 160 coups sans capture. Alors chaque joueur garde les graines de son côté.
