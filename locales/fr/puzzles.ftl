# Les énigmes et les exercices de calcul, en français.
# Une énigme est un moment d’une vraie partie où un coup est nettement le meilleur ; un
# exercice de calcul pose une petite question sur un seul coup, pour les plus jeunes.
# Les lecteurs sont des enfants de 6 à 10 ans : phrases courtes, une idée chacune, ton chaleureux.
# $house est la lettre d’une maison (A, B, C… dans la rangée du bas, a, b, c… dans celle du
# haut) ; un nombre est toujours une variable, jamais écrit dans le texte.

## Les boutons et la ligne au-dessus du plateau

puzzles-open = Énigmes
# Le bouton des énigmes sous la carte d’un jeu, pour un lecteur d’écran.
puzzles-card = Énigmes du jeu { $game } : tu as { $rating } points
# À la place de la ligne du niveau, pendant une énigme.
puzzles-heading = Énigme · { $rating } points · meilleure série : { $best }
puzzles-heading-own = Une énigme tirée de ta partie · { $rating } points
puzzles-heading-streak = Série : { $count } d’affilée · record : { $best }
puzzles-hint = Indice
puzzles-retry = Essaie encore
puzzles-next = Énigme suivante
puzzles-streak = Série
# Le bouton du thème : $theme est l’un des noms de thème ci-dessous.
puzzles-theme = Thème : { $theme }
puzzles-theme-all = tous
puzzles-theme-captures = captures
puzzles-theme-defence = défense
puzzles-theme-feeding = nourrir
puzzles-theme-big-house = grosses maisons
puzzles-theme-ending = fins de partie
puzzles-theme-extra-turn = rejouer
puzzles-theme-tuzdyk = tuzdyks
puzzles-none = Il n’y a pas d’énigme de ce thème ici. Choisis un autre thème !
puzzles-drills = Compter

## Ce qu’il faut chercher : la tâche, d’après le premier thème de l’énigme

puzzle-task-captures = Trouve le coup qui capture le plus de graines.
puzzle-task-captures-line = Réfléchis à l’avance : trouve les coups qui, ensemble, capturent le plus de graines.
puzzle-task-defence = Tux menace ta maison { $house } : garde tes graines !
puzzle-task-defence-any = Tux menace tes graines : mets-les à l’abri !
puzzle-task-feeding = Tux n’a plus de graines. Nourris Tux et gagne quand même !
puzzle-task-big-house = Une de tes maisons est pleine de graines. Trouve la meilleure façon de la semer !
puzzle-task-ending = La partie est presque finie. Trouve le coup qui capture le plus de graines !
puzzle-task-extra-turn = Trouve le coup qui te fait rejouer.
puzzle-task-tuzdyk = Trouve le coup qui te donne un tuzdyk.
# Ajouté à la tâche quand l’enfant joue plus d’un coup.
puzzle-task-line = Tux va répondre. Continue jusqu’à la fin de l’énigme.

## Comment le coup s’est passé

puzzle-right = Oui, bien trouvé !
puzzle-go-on = C’est ça ! Tux a répondu : c’est de nouveau à toi.
puzzle-solved = Énigme résolue !
puzzle-solved-helped = Énigme résolue ! La prochaine fois, essaie sans aide.
puzzle-wrong = Pas celui-là. Regarde ce que Tux peut faire après.
puzzle-try-again = Appuie sur « Essaie encore » et regarde encore une fois.

## Pourquoi : les nombres de la recherche, en mots
## $house est la maison jouée, $other une autre maison, $count les graines capturées,
## $taken les graines que Tux prend ensuite, $gain les graines gagnées sur toute l’énigme.

puzzle-why-captures =
    { $count ->
        [one] La maison { $house } capture { $count } graine.
       *[other] La maison { $house } capture { $count } graines.
    }
puzzle-why-quiet = La maison { $house } ne capture rien pour l’instant.
puzzle-why-other = La maison { $other } en capturerait { $count }, mais ensuite Tux en prend { $taken }.
# Said instead when Tux would take nothing.
puzzle-why-other-safe = La maison { $other } en capturerait { $count }, et Tux ne prendrait rien.
puzzle-why-gain =
    { $gain ->
        [one] À la fin, tu as { $gain } graine de plus que Tux.
       *[other] À la fin, tu as { $gain } graines de plus que Tux.
    }
puzzle-why-tux-takes =
    { $taken ->
        [one] Puis Tux prend { $taken } graine.
       *[other] Puis Tux prend { $taken } graines.
    }

## L’échelle des indices : le thème, puis la maison, puis ce que fait la maison

puzzle-hint-captures = Indice : regarde où tombe chaque dernière graine. Laquelle capture le plus ?
puzzle-hint-defence = Indice : quelle maison Tux pourrait-il te capturer ? Déplace ses graines, ou rends-la trop grosse.
puzzle-hint-feeding = Indice : Tux a besoin de graines, mais ne lui en donne pas trop.
puzzle-hint-big-house = Indice : compte jusqu’où vont les graines de ta maison la plus pleine.
puzzle-hint-ending = Indice : compte les graines qui restent sur le plateau.
puzzle-hint-extra-turn = Indice : cherche une dernière graine qui tombe dans ton grenier.
puzzle-hint-tuzdyk = Indice : cherche une dernière graine qui fait trois graines dans une maison de la rangée de Tux.
puzzle-hint-house = Indice : regarde ta maison { $house }.

## La série : des énigmes à la suite, de plus en plus dures, jusqu’à la première erreur

puzzles-streak-over = La série s’arrête après { $count }. Ton record est { $best }.
puzzles-streak-best = Nouveau record de série : { $count } !

## Les exercices de calcul

drill-last-seed = Où tombe la dernière graine de la maison { $house } ? Touche cette maison.
drill-last-seed-store = Où tombe la dernière graine de la maison { $house } ? Touche cette maison ou ton grenier.
drill-captures = Combien de graines la maison { $house } capture-t-elle ? Choisis le nombre.
drill-at-risk = Quelles maisons Tux pourrait-il te capturer au prochain coup ? Touche-les toutes, puis OK.
drill-right = Bravo, c’est juste !
drill-wrong = Pas tout à fait. Regarde les graines avancer.
drill-answer-house = La dernière graine tombe dans la maison { $house }.
drill-answer-store = La dernière graine tombe dans ton grenier.
drill-answer-none = Tux ne peut capturer aucune de tes maisons.
# $house énumère les maisons : « A, C ».
drill-answer-at-risk = Tux pourrait capturer tes maisons { $house }.
drill-bigger = Bravo ! Maintenant, les maisons sont plus pleines.
drill-next = Question suivante
drill-ok = OK
drill-store = Ton grenier
