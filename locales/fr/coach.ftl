# Les problèmes et les exercices de calcul de la page du navigateur (oware-server). Lu par les
# pages du navigateur seulement. Les phrases (coach-task-…, coach-why-…, coach-drill-…) sont
# choisies par le serveur (crates/phrases/src/coach.rs) ; les libellés (coach-label-…) sont les
# boutons et les titres de la page. $house et $houses sont des lettres de maisons ; $count,
# $taken, $best et $size des nombres de graines ou de problèmes.

## Ce qu’il faut chercher dans un problème.
coach-task-captures = Trouve le coup qui capture le plus de graines.
coach-task-defence = Tux menace tes graines. Trouve le coup qui les met à l’abri.
coach-task-feeding = Nourris Tux et garde quand même l’avantage.
coach-task-big-house = Ta grosse maison est prête. Trouve le coup qui gagne le plus.
coach-task-ending = La partie est presque finie. Trouve le coup qui gagne le plus de graines.
coach-task-extra-turn = Fais tomber ta dernière graine dans ton grenier, rejoue et gagne des graines.
coach-task-tuzdyk = Trouve le coup qui fait un tuzdyk.
coach-task-best = Trouve le meilleur coup.

## Les thèmes, pour l’indice et le choix des problèmes.
coach-theme-captures = Captures
coach-theme-defence = Défense
coach-theme-feeding = Nourrir
coach-theme-big-house = Grosse maison
coach-theme-ending = Fins de partie
coach-theme-extra-turn = Tours en plus
coach-theme-tuzdyk = Tuzdyk
coach-theme-best = Meilleur coup

## Le verdict.
coach-solved = Bravo ! Tu l’as résolu du premier coup.
coach-solved-again = Bravo ! Tu l’as résolu.
coach-right-more = Bon coup ! Regarde la réponse de Tux, puis trouve ton coup suivant.
coach-wrong = Pas celui-là. Regarde ce que Tux peut faire alors, et essaie encore.

## Pourquoi : les nombres de l’explication en mots.
coach-why-captures =
    { $count ->
        [one] La maison { $house } capture { $count } graine.
       *[other] La maison { $house } capture { $count } graines.
    }
coach-why-quiet = La maison { $house } met tes graines à l’abri.
coach-why-alternative =
    { $count ->
        [0] La maison { $house } ne capturerait rien, et Tux en prendrait ensuite { $taken }.
        [one] La maison { $house } capturerait { $count } graine, et Tux en prendrait ensuite { $taken }.
       *[other] La maison { $house } capturerait { $count } graines, et Tux en prendrait ensuite { $taken }.
    }
coach-why-gain =
    { $count ->
        [one] À la fin, tu as { $count } graine de plus que Tux.
       *[other] À la fin, tu as { $count } graines de plus que Tux.
    }
coach-why-wrong =
    { $count ->
        [0] La maison { $house } ne capture rien, et Tux en prend ensuite { $taken }.
        [one] La maison { $house } capture { $count } graine, et Tux en prend ensuite { $taken }.
       *[other] La maison { $house } capture { $count } graines, et Tux en prend ensuite { $taken }.
    }
coach-why-wrong-plain =
    { $count ->
        [0] La maison { $house } ne capture rien, et Tux répond bien.
        [one] La maison { $house } capture { $count } graine, mais Tux répond bien.
       *[other] La maison { $house } capture { $count } graines, mais Tux répond bien.
    }

## L’échelle des indices.
coach-hint-theme = Pense à ceci : { $theme }.
coach-hint-house = Essaie ta maison { $house }.
coach-hint-look = Regarde ce que ferait la maison { $house }.

## Les séries.
coach-streak =
    { $count ->
        [one] { $count } problème d’affilée !
       *[other] { $count } problèmes d’affilée !
    }
coach-streak-over =
    { $best ->
        [one] Ta série s’arrête à { $count }. Ton record est de { $best } problème.
       *[other] Ta série s’arrête à { $count }. Ton record est de { $best } problèmes.
    }

## Les exercices de calcul.
coach-drill-last-seed = Où tombe la dernière graine de la maison { $house } ? Touche la maison ou ton grenier.
coach-drill-captures = Combien de graines la maison { $house } capture-t-elle ? Choisis le nombre.
coach-drill-at-risk = Lesquelles de tes maisons Tux pourrait-il capturer au prochain coup ? Touche-les toutes, puis vérifie.
coach-drill-right = C’est juste !
coach-drill-wrong = Pas tout à fait. Regarde le coup.
coach-drill-lands = La dernière graine tombe dans la maison { $house }.
coach-drill-lands-store = La dernière graine tombe dans ton grenier.
coach-drill-captured =
    { $count ->
        [0] Ce coup ne capture rien.
        [one] Ce coup capture { $count } graine.
       *[other] Ce coup capture { $count } graines.
    }
coach-drill-safe = Aucune de tes maisons ne peut être capturée.
coach-drill-risky = Tux pourrait capturer ces maisons : { $houses }.
coach-drill-bigger =
    { $count ->
        [one] Bravo ! Maintenant, des maisons jusqu’à { $count } graine.
       *[other] Bravo ! Maintenant, des maisons jusqu’à { $count } graines.
    }

## Les boutons et les titres de la page.
coach-label-puzzles = Problèmes
coach-label-drills = Compter
coach-label-title = Problèmes : { $game }
coach-label-drills-title = Compter : { $game }
coach-label-try-again = Réessayer
coach-label-hint = Indice
coach-label-next = Problème suivant
coach-label-next-drill = Question suivante
coach-label-streak-start = Série
coach-label-any = N’importe quel problème
coach-label-rating = Classement : { $rating }
coach-label-streak = D’affilée : { $count }
coach-label-best-streak = Meilleure série : { $count }
coach-label-store = Ton grenier
coach-label-check = Vérifier
coach-label-none-found = Il n’y a pas encore de problème de ce genre dans ce jeu.
coach-label-kind-last-seed = Dernière graine
coach-label-kind-captures = Captures
coach-label-kind-at-risk = En danger
coach-label-teacher-heading = Problèmes et calcul
coach-label-teacher-game = Jeu
coach-label-teacher-tried = Problèmes essayés
coach-label-teacher-solved = Résolus
coach-label-teacher-rating = Classement
coach-label-teacher-best-streak = Meilleure série
coach-label-teacher-themes = Par thème (résolus sur essayés)
coach-label-teacher-drills = Calcul (justes sur essayés)
coach-label-teacher-none = Aucun enfant n’a encore fait de problème ni d’exercice.
coach-label-house =
    { $count ->
        [one] Maison { $house }, { $count } graine
       *[other] Maison { $house }, { $count } graines
    }
coach-label-store-seeds =
    { $count ->
        [one] Grenier, { $count } graine
       *[other] Grenier, { $count } graines
    }

## Les chapitres de stratégie sur la page : ses boutons et ses phrases à elle (les autres
## sont ceux du jeu sur ordinateur, dans chapter-screen.ftl).
coach-label-chapters-watch = Revoir les coups
coach-label-chapters-next-stage = Défi suivant
coach-label-chapters-list = Tous les chapitres
coach-label-chapters-house-refused = Tu ne peux pas jouer cette maison maintenant. Choisis-en une autre.
coach-label-chapters-not-now = Ce chapitre ne s’ouvre pas pour l’instant. Réessaie dans un moment.
