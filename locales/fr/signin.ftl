# Se connecter à la classe, le travail donné par l’enseignant et les progrès de l’enfant, en français.
# Lecteurs : des enfants de 6 à 10 ans, dont beaucoup lisent encore mal. Le moins de mots possible, un ton chaleureux.
# L’enfant se connecte en touchant son groupe, son prénom, puis ses trois images dans l’ordre.
# « Problème » comme sur la page des enfants (coach.ftl) et la page de l’enseignant.

## Se connecter

signin-who = Qui es-tu ?
signin-tap-group = Touche ton groupe.
signin-tap-name = Touche ton prénom.
signin-tap-pictures = Touche tes trois images.
signin-pictures = Tes images
# Le « one » du français couvre aussi 0 : « 0 image touchée sur trois ».
signin-pictures-chosen =
    { $count ->
        [one] { $count } image touchée sur trois
       *[other] { $count } images touchées sur trois
    }
signin-back = Retour
signin-clear = Recommencer
signin-wrong = Pas tout à fait. Regarde ta carte et essaie encore !
signin-paused =
    C’est l’heure d’une petite pause ! Essaie encore dans { $minutes ->
        [one] une minute
       *[other] { $minutes } minutes
    }.
signin-unreachable = La classe ne répond pas pour l’instant. Essaie encore dans un moment.
signin-no-guests = Connecte-toi pour jouer avec ta classe.
signin-sign-out = Se déconnecter
signin-ended-everyone = Ton enseignant a déconnecté tout le monde. Merci d’avoir joué !
signin-ended-new-code = Tu as de nouvelles images ! Demande ta nouvelle carte à ton enseignant.
signin-ended-deleted = La liste de la classe a changé. Si tu ne trouves pas ton prénom, demande à ton enseignant.


## Le travail donné par l’enseignant, en premier sur l’écran d’accueil

signin-assignments = De la part de ton enseignant
signin-assignment-lessons = Leçons { $from } à { $to }
signin-assignment-puzzles =
    { $count ->
        [one] Un problème
       *[other] { $count } problèmes
    }
signin-assignment-chapter = Un chapitre de stratégie
signin-assignment-beat-tux = Bats Tux au niveau { $level }
signin-assignment-classmate = Joue une partie avec un camarade
signin-assignment-progress = { $progress } sur { $target }
signin-assignment-done = Fini !

## Mes progrès

signin-progress = Mes progrès
signin-progress-tux = Tu as battu Tux au niveau { $level }
signin-progress-tux-none = Tu n’as pas encore battu Tux
signin-progress-lessons = Leçons faites : { $done } sur { $all }
signin-progress-puzzles =
    { $solved ->
        [one] { $solved } problème résolu
       *[other] { $solved } problèmes résolus
    }
signin-progress-chapters =
    { $stars ->
        [one] { $stars } étoile dans les chapitres de stratégie
       *[other] { $stars } étoiles dans les chapitres de stratégie
    }
signin-progress-none = Rien pour l’instant. Joue une partie !
