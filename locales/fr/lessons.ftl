# Les aides pour apprendre, en français : les leçons guidées, l’aperçu d’un coup, le retour
# sur une partie finie et la proposition d’un niveau plus facile.
# Les lecteurs sont des enfants de 5 à 10 ans : des phrases courtes, une idée par phrase.
# $house est la lettre d’une maison (A, B, C… en bas, a, b, c… en haut) ; un nombre est
# toujours une variable, jamais écrit dans le texte.

## Les mots autour des leçons

lessons-open = Leçons
lessons-counter = Leçon { $level } sur { $max }
lessons-next = Leçon suivante
lessons-retry = Essaie encore
lessons-all-done = Tu as fini toutes les leçons de ce jeu ! Essaie maintenant une vraie partie contre Tux.
lessons-play = Jouer une partie
lessons-card = Leçons du jeu { $game } : tu en as fait { $count } sur { $max }
# La liste des leçons d’un jeu : $number compte à partir de 1, $title est le titre de la leçon.
lessons-item = { $number }. { $title }
lessons-item-done = { $number }. { $title }, faite

## Les leçons que plusieurs jeux partagent
## Dans une consigne, $house est la maison à jouer. Après un coup, $house est la maison
## jouée et $count les graines qu’elle a capturées.

lesson-sow-title = Semer
lesson-sow-task = Sème les graines de la maison { $house } : prends-les toutes et pose-les une par une dans les maisons suivantes.
lesson-sow-wrong = C’était la maison { $house }. Trouve la maison qui a la lettre de la consigne, et essaie encore.
lesson-sow-right = Bravo ! Les graines sont parties une par une, chacune dans la maison suivante.

lesson-most-title = La plus belle prise
lesson-most-task = Ici, plusieurs coups capturent des graines. Trouve celui qui en capture le plus !
lesson-most-wrong =
    { $count ->
        [one] La maison { $house } capture { $count } graine. Une autre maison en capture plus. Compte encore !
       *[other] La maison { $house } capture { $count } graines. Une autre maison en capture plus. Compte encore !
    }
# Dit à la place quand la maison jouée ne capture rien.
lesson-most-wrong-none = La maison { $house } ne capture rien. D’autres maisons capturent des graines : trouve celle qui en capture le plus !
lesson-most-right =
    { $count ->
        [one] Oui ! { $count } graine, la plus belle prise !
       *[other] Oui ! { $count } graines, la plus belle prise !
    }

lesson-win-title = Le coup gagnant
lesson-win-task = Un coup gagne la partie tout de suite. Sauras-tu le trouver ?
lesson-win-wrong = Pas encore : après la maison { $house }, la partie continue. Cherche le coup qui la gagne.
lesson-win-right = Tu as gagné la partie ! Bien joué !

# Kalah et congkak.
lesson-again-title = Rejouer
lesson-again-task = Trouve la maison dont la dernière graine tombe dans ton grenier. Alors, tu rejoues !
lesson-again-wrong = La dernière graine de la maison { $house } ne tombe pas dans ton grenier. Compte les pas de la maison jusqu’à ton grenier.
lesson-again-right = Pile dans ton grenier ! Tu rejoues.

## Oware

lesson-oware-capture-title = Capturer
lesson-oware-capture-task = Fais tomber ta dernière graine dans l’autre rangée, dans une maison qui contient alors deux ou trois graines. Tu les captures !
lesson-oware-capture-wrong = La maison { $house } ne capture rien. Regarde où tombe sa dernière graine : cette maison doit alors contenir deux ou trois graines.
lesson-oware-capture-right =
    { $count ->
        [one] Tu as capturé { $count } graine !
       *[other] Tu as capturé { $count } graines !
    }

lesson-oware-double-title = Deux d’un coup
lesson-oware-double-task = Capture deux maisons en un seul coup ! La maison juste avant la dernière est capturée aussi, si elle contient elle aussi deux ou trois graines.
lesson-oware-double-wrong = La maison { $house } ne capture pas deux maisons. Trouve le coup qui laisse deux ou trois graines dans deux maisons côte à côte.
lesson-oware-double-right =
    { $count ->
        [one] Deux maisons d’un coup : { $count } graine !
       *[other] Deux maisons d’un coup : { $count } graines !
    }

lesson-oware-lap-title = Le tour complet
lesson-oware-lap-task = Une maison de { $lap } graines ou plus fait tout le tour du plateau. Sème ses graines, et regarde bien ta maison de départ !
lesson-oware-lap-wrong = La maison { $house } ne fait pas tout le tour. Trouve la maison qui a le plus de graines.
lesson-oware-lap-right = Tu as vu ? La maison de départ a été sautée. Elle reste vide.

lesson-oware-grand-slam-title = Laisse-lui une graine
lesson-oware-grand-slam-task = Capture des graines. Mais attention : une prise qui enlèverait toutes les graines de l’autre rangée ne prend rien du tout !
lesson-oware-grand-slam-wrong = La maison { $house } ne capture rien. Une prise qui enlèverait toutes les graines de l’autre rangée ne prend rien du tout.
lesson-oware-grand-slam-right =
    { $count ->
        [one] Bravo ! Tu as capturé { $count } graine et laissé à l’autre joueur de quoi jouer.
       *[other] Bravo ! Tu as capturé { $count } graines et laissé à l’autre joueur de quoi jouer.
    }

lesson-oware-feed-title = Nourrir
lesson-oware-feed-task = L’autre rangée est vide ! Tu dois lui donner des graines. Trouve la maison dont les graines y arrivent.
lesson-oware-feed-wrong = Les graines de la maison { $house } n’arrivent pas à l’autre rangée. Trouve une maison avec plus de graines, plus près d’elle.
lesson-oware-feed-right = Merci ! Maintenant, l’autre joueur a des graines à jouer.

## Kalah

lesson-kalah-store-title = Ton grenier
lesson-kalah-store-task = Ton grenier, c’est le grand trou de ta couleur, tout à droite de ta rangée. Quand tu sèmes, tes graines passent par là. Trouve un coup qui y pose une graine.
lesson-kalah-store-wrong = Les graines de la maison { $house } s’arrêtent avant ton grenier. Trouve une maison avec assez de graines pour y arriver.
lesson-kalah-store-right = Une graine dans ton grenier ! Elle y reste jusqu’à la fin de la partie.

lesson-kalah-capture-title = Capturer
lesson-kalah-capture-task = Fais tomber ta dernière graine dans une maison vide de ta rangée. Tu la captures, avec les graines d’en face !
lesson-kalah-capture-wrong = La dernière graine de la maison { $house } ne tombe pas dans une de tes maisons vides. Cherche une maison vide dans ta rangée.
lesson-kalah-capture-right =
    { $count ->
        [one] Tu as capturé { $count } graine ! Elle va dans ton grenier.
       *[other] Tu as capturé { $count } graines ! Elles vont dans ton grenier.
    }

lesson-kalah-round-title = Le tour complet
lesson-kalah-round-task = Au kalah, un long coup revient à la maison d’où il est parti. Trouve la maison qui a assez de graines pour revenir chez elle.
lesson-kalah-round-wrong = Les graines de la maison { $house } n’y reviennent pas. Trouve la maison qui a le plus de graines.
lesson-kalah-round-right =
    { $count ->
        [one] De retour à la maison ! Ta dernière graine est tombée dans ta maison de départ, qui était vide, et tu as capturé { $count } graine.
       *[other] De retour à la maison ! Ta dernière graine est tombée dans ta maison de départ, qui était vide, et tu as capturé { $count } graines.
    }

## Congkak

lesson-congkak-relay-title = Continuer à semer
lesson-congkak-relay-task = Quand ta dernière graine tombe sur d’autres graines, tu les prends toutes et tu continues à semer. Trouve un coup qui fait ça !
lesson-congkak-relay-wrong = La dernière graine de la maison { $house } ne tombe pas sur d’autres graines. Cherche un coup qui finit dans une maison qui a déjà des graines.
lesson-congkak-relay-right = Le voyage a continué tout seul ! Regarde toujours où tombe la dernière graine.

lesson-congkak-capture-title = Capturer
lesson-congkak-capture-task = Fais tomber ta dernière graine dans une maison vide de ta rangée. Tu la captures, avec les graines d’en face !
lesson-congkak-capture-wrong = La dernière graine de la maison { $house } ne s’arrête pas dans une de tes maisons vides. Cherche une maison vide dans ta rangée.
lesson-congkak-capture-right =
    { $count ->
        [one] Tu as capturé { $count } graine !
       *[other] Tu as capturé { $count } graines !
    }

lesson-congkak-relay-capture-title = Un long voyage
lesson-congkak-relay-capture-task = Trouve le coup où les graines tombent d’abord sur d’autres graines et repartent, puis s’arrêtent dans une de tes maisons vides : tu captures !
lesson-congkak-relay-capture-wrong = La maison { $house } ne fait pas les deux. Suis les graines : d’abord sur d’autres graines, puis dans une de tes maisons vides.
lesson-congkak-relay-capture-right =
    { $count ->
        [one] Quel voyage ! Tu as continué à semer, puis capturé { $count } graine.
       *[other] Quel voyage ! Tu as continué à semer, puis capturé { $count } graines.
    }

## Togyz kumalak

lesson-togyz-sow-title = Semer
lesson-togyz-sow-task = Sème les graines de la maison { $house }. Regarde la première graine : elle retourne dans la maison d’où elle vient !
lesson-togyz-sow-wrong = C’était la maison { $house }. Trouve la maison qui a la lettre de la consigne, et essaie encore.
lesson-togyz-sow-right = Bravo ! La première graine est restée à la maison, et les autres sont parties une par une.

lesson-togyz-even-title = Un nombre pair
lesson-togyz-even-task = Fais tomber ta dernière graine dans l’autre rangée, dans une maison qui contient alors un nombre pair de graines : deux, quatre, six… Tu les captures toutes !
lesson-togyz-even-wrong = La maison { $house } ne finit pas sur un nombre pair dans l’autre rangée. Compte les graines là où tombe sa dernière graine.
lesson-togyz-even-right =
    { $count ->
        [one] Un nombre pair ! Tu as capturé { $count } graine.
       *[other] Un nombre pair ! Tu as capturé { $count } graines.
    }

lesson-togyz-tuzdyk-title = Un tuzdyk
lesson-togyz-tuzdyk-task = Fais tomber ta dernière graine dans l’autre rangée, dans une maison qui contient alors exactement trois graines. Elle devient ton tuzdyk !
lesson-togyz-tuzdyk-wrong = La maison { $house } ne fait pas de tuzdyk. Trouve le coup dont la dernière graine tombe dans une maison de l’autre rangée qui contient alors exactement trois graines.
lesson-togyz-tuzdyk-right = Tu as un tuzdyk ! Désormais, chaque graine qui y tombe va dans ton kazan.

lesson-togyz-ninth-title = Pas la dernière maison
lesson-togyz-ninth-task = Fais encore un tuzdyk. Attention : la dernière maison d’une rangée ne peut jamais devenir un tuzdyk !
lesson-togyz-ninth-wrong = La maison { $house } ne fait pas de tuzdyk. Trois graines dans la dernière maison d’une rangée ne comptent pas. Essaie une autre maison.
lesson-togyz-ninth-right = C’est ça ! Ton tuzdyk n’est pas la dernière maison de la rangée, alors il compte.

lesson-togyz-through-title = Ton tuzdyk au travail
lesson-togyz-through-task = Tu as un tuzdyk dans l’autre rangée. Sème une graine dedans : elle va tout droit dans ton kazan !
lesson-togyz-through-wrong = Les graines de la maison { $house } n’arrivent pas à ton tuzdyk. Trouve une maison dont les graines y arrivent.
lesson-togyz-through-right = Une graine est tombée dans ton tuzdyk et elle est allée tout droit dans ton kazan !

## L’aperçu d’un coup : ce que ferait une maison, dit avant de la jouer.

preview-lands = Ta dernière graine tombe dans la maison { $house }.
preview-lands-store = Ta dernière graine tombe dans ton grenier.
preview-skips-start = Les graines font tout le tour et sautent la maison { $house }.
preview-relays =
    { $count ->
        [one] Tes graines tombent une fois sur d’autres graines et continuent.
       *[other] Tes graines tombent { $count } fois sur d’autres graines et continuent.
    }
preview-through-tuzdyk =
    { $count ->
        [one] { $count } graine passe par ton tuzdyk et va dans ton kazan.
       *[other] { $count } graines passent par ton tuzdyk et vont dans ton kazan.
    }
preview-feeds = Ce coup donne des graines à la rangée vide.
preview-grand-slam = Ce coup prendrait toutes les graines de l’autre rangée, alors il ne capture rien.
preview-tuzdyk = La maison { $house } devient ton tuzdyk !
preview-captures =
    { $count ->
        [one] Tu captures { $count } graine dans la maison { $house }.
       *[other] Tu captures { $count } graines dans la maison { $house }.
    }
# $house donne la liste des maisons : « b, a ».
preview-captures-houses =
    { $count ->
        [one] Tu captures { $count } graine dans les maisons { $house }.
       *[other] Tu captures { $count } graines dans les maisons { $house }.
    }
preview-plays-again = Tu rejoues !
preview-wins = Ce coup gagne la partie !

## Le retour sur une partie finie : ce que Tux pense de chaque coup de l’enfant.
## $house est la maison qui aurait été meilleure.

review-missed-capture =
    { $count ->
        [one] La maison { $house } aurait capturé { $count } graine.
       *[other] La maison { $house } aurait capturé { $count } graines.
    }
review-lost-seeds =
    { $count ->
        [one] Après ce coup, l’autre joueur pouvait capturer { $count } graine. Il était plus sûr de jouer la maison { $house }.
       *[other] Après ce coup, l’autre joueur pouvait capturer { $count } graines. Il était plus sûr de jouer la maison { $house }.
    }
review-better-move = Tux pense qu’il valait mieux jouer la maison { $house }.
review-good-move = Un bon coup !
review-good-capture =
    { $count ->
        [one] Une belle prise : { $count } graine !
       *[other] Une belle prise : { $count } graines !
    }
review-only-move = C’était le seul coup possible.

## Après trois parties perdues de suite à un même niveau

gentle-easier-offer = C’était difficile ! Veux-tu essayer le niveau { $level } ?
