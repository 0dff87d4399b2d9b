# La page de l’enseignant (/teacher sur oware-server) et la phrase que voit un enfant quand
# l’enseignant ferme sa salle. Lues par les pages du navigateur seulement.

teacher-title = Page de l’enseignant
teacher-language = Langue
teacher-code-label = Code de l’enseignant
teacher-code-help = Le serveur affiche le code à chaque démarrage, sur la ligne « teacher code: ».
teacher-sign-in = Se connecter
teacher-sign-out = Se déconnecter
teacher-wrong-code = Ce n’est pas le code de l’enseignant. Vérifiez-le et réessayez.
teacher-paused =
    { $minutes ->
        [one] Trop de codes erronés. Attendez { $minutes } minute, puis réessayez.
       *[other] Trop de codes erronés. Attendez { $minutes } minutes, puis réessayez.
    }
teacher-rooms = Salles en ce moment
teacher-no-rooms = Aucune salle n’est ouverte.
teacher-room = Salle
teacher-game = Jeu
teacher-south = Sud
teacher-north = Nord
teacher-moves = Coups
teacher-turn = À qui de jouer / résultat
teacher-captured = Graines capturées
teacher-tux-level = Tux, niveau { $level }
teacher-waiting = En attente d’un camarade
teacher-guest = Invité (sans nom)
teacher-left = A quitté la salle
teacher-connected = En ligne
teacher-disconnected = Hors ligne
teacher-close = Fermer
teacher-close-confirm = Fermer la salle { $code } ? Les deux joueurs apprendront que l’enseignant l’a fermée.
teacher-closed = La salle { $code } est fermée.
teacher-finished = Parties terminées aujourd’hui
teacher-no-finished = Aucune partie n’est encore terminée aujourd’hui.
teacher-won = { $winner } a battu { $loser }, { $score }.
teacher-drawn = { $south } et { $north } ont fait match nul, { $score }.
teacher-reason-score = Un joueur avait plus de la moitié des graines.
teacher-reason-no-feed = Aucun coup ne pouvait donner de graines à la rangée vide.
teacher-reason-repetition = La même position est revenue encore et encore.
teacher-reason-no-capture-limit = Trop de coups sont passés sans capture.
teacher-reason-empty-row = Une rangée de maisons était vide.
teacher-reason-endless = Un coup ne se serait jamais arrêté.
teacher-reason-no-move = Un joueur n’avait plus de graines à jouer.
teacher-class = La classe aujourd’hui
teacher-no-children = Aucun enfant n’a encore joué aujourd’hui.
teacher-name = Nom
teacher-beaten = A battu Tux jusqu’au niveau { $level }
teacher-class-help = Chaque cellule indique les parties gagnées / nulles / perdues, puis les leçons que l’enfant a faites dans ce jeu. Les leçons viennent des ordinateurs reliés à ce serveur ; les jeux du navigateur n’ont pas de leçons.
teacher-lessons = Leçons : { $done } sur { $total }
teacher-csv = Télécharger les parties (CSV)
teacher-lessons-csv = Télécharger les leçons (CSV)
teacher-forget = Oublier la classe
teacher-forget-confirm = Effacer tous les noms et tous les résultats du serveur ? On ne pourra pas revenir en arrière.
teacher-forgotten = La classe est oubliée : il ne reste aucun nom ni aucun résultat sur le serveur.
teacher-closed-room = L’enseignant a fermé ta partie. Tu peux en commencer une nouvelle.
classroom-away = { $player } a quitté la partie pour l’instant. On attend son retour… Tu peux aussi revenir à l’Accueil.

# Le tournoi de la classe : sur la page de l’enseignant, puis sur l’accueil de chaque enfant.
# $name est le prénom d’un enfant tel qu’il l’a tapé ; $round et $rounds comptent les tours.
tournament-title = Tournoi de la classe
tournament-setup-help = Choisissez un jeu et les enfants qui jouent. Chaque enfant joue une fois contre chacun des autres, une partie par tour ; s’ils sont en nombre impair, un enfant se repose à chaque tour.
tournament-seeds = Graines dans chaque maison
tournament-children = Enfants qui jouent
tournament-no-candidates = Aucun enfant n’est encore là. Les enfants apparaissent dès qu’ils ouvrent la page des enfants avec leur prénom.
tournament-start = Lancer le tournoi
tournament-started = Le tournoi a commencé. Chaque enfant voit sa première partie.
tournament-pick-two = Choisissez au moins deux enfants.
tournament-going = Un tournoi est déjà en cours. Annulez-le d’abord.
tournament-refused = Ces enfants ne peuvent pas jouer un tournoi : choisissez de 2 à 16 enfants, chacun avec un prénom tapé sur la page des enfants.
tournament-cancel = Annuler le tournoi
tournament-cancel-confirm = Annuler le tournoi ? Son classement est effacé ; les parties en cours continuent comme des parties ordinaires.
tournament-cancelled = Le tournoi est annulé.
tournament-round = Tour { $round } sur { $rounds }
tournament-over = Le tournoi est terminé.
tournament-place = Rang
tournament-points = Points
tournament-played = Jouées
tournament-won = Gagnées
tournament-drawn = Nulles
tournament-lost = Perdues
tournament-byes = Repos
tournament-games = Parties
tournament-bye-of = { $name } est au repos pendant ce tour.
tournament-not-finished = { $south } contre { $north } : partie en cours.
tournament-csv = Télécharger le classement (CSV)
tournament-rules = Une victoire rapporte 2 points, une partie nulle 1, une défaite 0, un tour de repos aucun. À égalité de points, les enfants sont départagés par leurs parties entre eux, puis par les graines capturées, puis par leur prénom.
tournament-name-help = Tape ton prénom pour que l’enseignant puisse t’inscrire au tournoi de la classe.
tournament-name-save = C’est mon prénom
tournament-heading = Tournoi de la classe, tour { $round } sur { $rounds }
tournament-next = Ta prochaine partie : contre { $name }
tournament-open = Jouer cette partie
tournament-bye = Pendant ce tour, tu te reposes. Ta prochaine partie viendra au tour suivant.
tournament-wait = Ta partie de ce tour est finie. Le tour suivant commence quand toutes les parties sont terminées.
tournament-final = Le tournoi est fini ! Le classement :
tournament-points-of =
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

# Une étiquette et ce qu’elle nomme, sur une ligne (le titre d’un jeu et une question, un niveau de Tux et ses parties). Une espace insécable avant les deux-points.
page-label-value = { $label } : { $value }
