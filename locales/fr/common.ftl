# Les mots que tous les jeux partagent, en français : le menu, les boutons, les tours, l’écran de fin.
# Ce qui n’appartient qu’à un jeu est dans oware.ftl, kalah.ftl, congkak.ftl et togyz.ftl.
# Les lecteurs sont des enfants de 5 à 10 ans, ou un enseignant qui lit à voix haute :
# des phrases courtes, une idée par phrase, un ton chaleureux.
# Une espace insécable précède ! ? : ; comme le veut la typographie française.
# Un nombre est toujours une variable ({ $count }), jamais écrit dans le texte.

language-name = Français

## Le menu où l’on choisit un jeu

suite-title = Jeux de semailles
menu-choose = Choisis un jeu !
menu-seeds = Graines dans chaque maison
# Lu par les lecteurs d’écran sur un bouton du choix des graines.
menu-seeds-choice =
    { $count ->
        [one] { $count } graine dans chaque maison
       *[other] { $count } graines dans chaque maison
    }
menu-speed = Vitesse des coups
speed-slow = Lent
speed-normal = Normal
speed-fast = Rapide
# Quand le plateau dit ce que ferait une maison, avant qu’on la joue. Le premier choix le montre
# contre les premiers niveaux de Tux et quand deux enfants jouent sur le même écran.
menu-preview = Montrer ce que fera un coup
menu-preview-first = Premiers niveaux
menu-preview-always = Toujours
menu-preview-never = Jamais
menu-hints = Indices
menu-hints-none = Aucun
menu-hints-per-game = { $count } par partie
menu-hints-unlimited = Sans limite
# Le caractère de tous les mots à l’écran ; les choix sont les noms propres des polices.
menu-font = Police
# Sous le choix de la police, quand OpenDyslexic est choisie mais que la langue affichée garde Andika.
menu-font-kept = Dans cette langue, les mots restent en Andika : OpenDyslexic dessine mal certaines de ses lettres.
menu-settings = Réglages
menu-quit = Quitter
# Lu par les lecteurs d’écran sur la carte d’un jeu : $game est son nom, $goal son but en une ligne.
# $age et $difficulty : les phrases menu-age et menu-difficulty.
menu-card = { $game }. { $goal } { $age } { $difficulty }
# Sur la carte d’un jeu : à partir de quel âge les enfants l’aiment en général (son badge affiche « 6+ »).
menu-age = Dès { $age } ans.
# Sur la carte d’un jeu : sa difficulté. $difficulty : easy, medium ou hard.
menu-difficulty =
    { $difficulty ->
        [easy] Facile à apprendre.
        [medium] Il faut réfléchir.
       *[hard] Pour les stratèges.
    }

## Les joueurs

player-you = Toi
player-tux = Tux
player-south = Joueur 1
player-north = Joueur 2
# A classmate's name, as they typed it.
player-named = { $player }

## Les lettres des maisons
# Les lettres écrites sur les maisons et dites dans chaque phrase qui nomme une maison, dans
# l’ordre des semailles : neuf lettres séparées par des espaces. La première ligne est la rangée
# de l’enfant (celle du bas), la seconde l’autre rangée. Un jeu qui a moins de maisons prend les
# premières lettres.

house-letters-south = A B C D E F G H I
house-letters-north = a b c d e f g h i

## La barre de boutons : des noms courts, lus aussi par les lecteurs d’écran.

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
bar-sound = Son
bar-hint-count = Indice ({ $count })
bar-hint-none-left = Plus d’indice
bar-hint-left =
    { $count ->
        [one] Il reste { $count } indice dans cette partie
       *[other] Il reste { $count } indices dans cette partie
    }
bar-hint-used-up = Plus d’indice dans cette partie : une nouvelle partie en redonne.
bar-sound-unavailable = Pas de son : aucun haut-parleur ni casque n’a été trouvé
dialog-close = Fermer

## Demandé avant ce qu’on ne peut pas défaire : partir, ou changer de niveau pendant une partie

confirm-quit = Tu veux vraiment partir ?
confirm-quit-yes = Oui, partir
confirm-quit-no = Non, rester
confirm-easier = Jouer à un niveau plus facile ? Cette partie s’arrête et une nouvelle commence.
confirm-harder = Jouer à un niveau plus difficile ? Cette partie s’arrête et une nouvelle commence.
confirm-restart = Commencer une nouvelle partie ? Celle-ci s’arrête.
confirm-level-yes = Oui, nouvelle partie
confirm-level-no = Non, je continue
confirm-home = Revenir à l’accueil ? Si tu choisis encore ce jeu, tu pourras continuer la partie.
confirm-home-yes = Oui, revenir

## La ligne d’état

level-line = niveau { $level } sur { $max }
turn-you = À toi de jouer !
turn-tux = Tux réfléchit…
turn-player = { $player }, à toi de jouer !

## Les clics refusés

illegal-empty-house = Cette maison est vide. Choisis une maison avec des graines.
illegal-not-your-house = Cette maison est dans l’autre rangée. Choisis une des tiennes.
illegal-wait = Attends un peu. Tux réfléchit encore.
illegal-game-over = Cette partie est finie. Commence-en une nouvelle !

## Ce qui vient de se passer
## $house est la lettre d’une maison : A, B, C… en bas, a, b, c… en haut.

move-tux-played = Tux a joué la maison { $house }.
move-you-played = Tu as joué la maison { $house }.
move-player-played = { $player } a joué la maison { $house }.
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
hint-try = Essaie ta maison { $house } !
hint-thinking = Tux cherche un bon coup…
undo-nothing = Il n’y a aucun coup à reprendre.

## Un tour de plus, dans les jeux où le grenier est sur le chemin (kalah et congkak)

extra-turn-you = Ta dernière graine est tombée dans ton grenier. Rejoue !
extra-turn-tux = La dernière graine de Tux est tombée dans son grenier. Tux rejoue.
extra-turn-player = { $player }, ta dernière graine est tombée dans ton grenier. Rejoue !
# Le camarade, à l’autre ordinateur, nommé pour l’enfant qui lit la phrase.
extra-turn-classmate = { $player } rejoue : sa dernière graine est tombée dans son grenier.

## La fin de la partie

end-you-win = Tu as gagné ! Bravo !
end-tux-wins = Cette fois, c’est Tux qui a gagné. Essaie encore !
end-draw = Égalité !
# Après une défaite : $count est le nombre de graines gagnées par l’enfant.
end-cheer-lost = Tu as quand même gagné { $count ->
        [one] { $count } graine
       *[other] { $count } graines
    }. Chaque partie t’apprend quelque chose !
end-player-wins = { $player } a gagné ! Bravo !
# $first : le score du gagnant, dit en premier car le titre juste au-dessus nomme le gagnant
# (en cas d’égalité, celui de la rangée du bas de l’écran) ; $second celui de l’autre joueur.
end-score = Score : { $first } – { $second }
end-play-again = Rejouer
end-next-level = Niveau suivant
end-easier-level = Niveau plus facile
end-look-back = Revoir la partie
look-back-thinking = Tux regarde tes coups…
look-back-nothing = Il n’y a rien à revoir dans cette partie.
look-back-counter = Ton coup { $number } sur { $count }
look-back-previous = Précédent
look-back-next = Suivant
look-back-done = Terminé

## Les noms pour les lecteurs d’écran
## Le grenier est l’endroit où sont gardées les graines d’un joueur : le grenier du kalah
## et du congkak, les graines capturées de l’oware, le kazan du togyz kumalak.

# À qui est la maison : $owner vaut you, tux ou player (et $player est alors le nom du joueur).
house-playable =
    { $owner ->
        [you] Ta maison { $house }
        [tux] Maison { $house } de Tux
       *[player] { $player } : maison { $house }
    }, { $count ->
        [one] { $count } graine
       *[other] { $count } graines
    }, peut être jouée
house-blocked =
    { $owner ->
        [you] Ta maison { $house }
        [tux] Maison { $house } de Tux
       *[player] { $player } : maison { $house }
    }, { $count ->
        [one] { $count } graine
       *[other] { $count } graines
    }, ne peut pas être jouée
store-you =
    { $count ->
        [one] Ton grenier contient { $count } graine
       *[other] Ton grenier contient { $count } graines
    }
store-tux =
    { $count ->
        [one] Le grenier de Tux contient { $count } graine
       *[other] Le grenier de Tux contient { $count } graines
    }
store-south =
    { $count ->
        [one] { player-south } : { $count } graine dans son grenier
       *[other] { player-south } : { $count } graines dans son grenier
    }
store-north =
    { $count ->
        [one] { player-north } : { $count } graine dans son grenier
       *[other] { player-north } : { $count } graines dans son grenier
    }

# Écrit sur chaque grenier et chaque kazan du plateau, à la couleur de son joueur : à qui
# il est, en un ou deux mots, car la place manque. $player est le nom d’un joueur.
store-owner-you = À toi
store-owner-tux = À Tux
store-owner-player = { $player }
kazan-owner-you = À toi
kazan-owner-tux = À Tux
kazan-owner-player = { $player }

## Qui joue, et un camarade sur un autre ordinateur
## $player est le nom que le camarade a tapé lui-même ; $code est le code d’une salle, par exemple 7KQ2MX.

bar-mode-classmate = Camarade
players-title = Qui joue ?
players-here = Deux joueurs ici
players-classmate = Un camarade, sur un autre ordinateur
classroom-title = Jouer avec un camarade
classroom-name = Ton prénom
classroom-host = Lancer une partie
classroom-join = Rejoindre une partie
classroom-code = Voici le code de ta partie. Dis-le à ton camarade !
classroom-waiting = On attend ton camarade…
classroom-looking = On cherche des parties tout près…
classroom-connecting = Connexion à la partie…
classroom-nearby = Des parties tout près. Choisis-en une !
classroom-none = Aucune partie trouvée tout près. Tape le code de la partie ci-dessous.
classroom-room = { $player } : { $game } ({ $code })
classroom-type-code = Code de la partie
classroom-cancel = Annuler
classroom-bad-name = Tape un prénom court, avec des lettres ou des chiffres.
classroom-unreachable = Impossible de joindre cette partie. Vérifie le code et réessaie.
classroom-lost = La connexion est coupée. On réessaie…
classroom-left = { $player } a quitté la partie.
classroom-failed = La partie avec ton camarade s’est arrêtée.
classroom-closed-teacher = L’enseignant a fermé cette partie.
turn-classmate = { $player } joue…
illegal-wait-classmate = Attends un peu. Ton camarade joue.
store-classmate =
    { $count ->
        [one] { $player } : { $count } graine dans son grenier
       *[other] { $player } : { $count } graines dans son grenier
    }

## Aide : les titres des parties des règles

help-heading-board = Le plateau
help-heading-turn = À ton tour
help-heading-capture = Capturer
help-heading-feed = Nourrir l’autre rangée
help-heading-again = Rejouer
help-heading-last-seed = Où tombe la dernière graine
help-heading-tuzdyk = Le tuzdyk
help-heading-end = La fin de la partie

## Pour l’enseignant : le fichier des réglages

settings-damaged = Le fichier des réglages n’a pas pu être lu en entier : { $file }. Les réglages lisibles sont conservés ; les autres reprennent leur valeur par défaut. L’ancien fichier est gardé tel quel sous le nom { $copy }.
settings-damaged-not-kept = Le fichier des réglages n’a pas pu être lu en entier : { $file }. Les réglages lisibles sont utilisés ; les autres gardent leur valeur par défaut jusqu’à ce que le fichier soit réparé. D’ici là, les changements ne sont pas enregistrés.

## Pour l’enseignant : le fichier des leçons faites, et le bandeau qui signale un fichier abîmé

progress-damaged = Le fichier des leçons faites n’a pas pu être lu en entier : { $file }. Les leçons lisibles restent faites ; les autres peuvent être refaites. L’ancien fichier est gardé tel quel sous le nom { $copy }.
progress-damaged-not-kept = Le fichier des leçons faites n’a pas pu être lu en entier : { $file }. Les leçons lisibles restent faites. Aucune copie du fichier n’a pu être faite : les nouvelles leçons faites ne sont donc pas enregistrées tant qu’il n’est pas réparé.
notice-title = Pour l’enseignant

## Qui es-tu ? La connexion à la classe dans le menu, avec un serveur de classe (--server).
## Les lecteurs sont des enfants de 6 à 10 ans : peu de mots, un ton chaleureux. Un nombre est toujours une variable.

who-open = Qui es-tu ?
who-title = Qui es-tu ?
who-tap-group = Touche ton groupe.
who-tap-name = Touche ton prénom.
who-tap-pictures = Touche tes trois images.
who-back = Retour
who-pictures = Tes images
who-picture-sun = Soleil
who-picture-tree = Arbre
who-picture-fish = Poisson
who-picture-flower = Fleur
who-picture-apple = Pomme
who-picture-boat = Bateau
who-picture-star = Étoile
who-picture-cat = Chat
who-picture-ball = Ballon
who-tapped = Images touchées : { $count } sur trois
who-asking = Un petit instant…
who-wrong =
    Pas tout à fait. Regarde ta carte et essaie encore ! { $count ->
        [one] Encore { $count } essai, puis une petite pause.
       *[other] Encore { $count } essais, puis une petite pause.
    }
who-paused =
    C’est l’heure d’une petite pause ! Essaie encore dans { $count ->
        [one] { $count } seconde.
       *[other] { $count } secondes.
    }
who-unreachable = La classe ne répond pas pour l’instant. Essaie encore dans un moment.
who-empty = Il n’y a encore personne ici. Demande à ton enseignant.
who-signed-in = Tu es { $player }
who-sign-out = Se déconnecter
