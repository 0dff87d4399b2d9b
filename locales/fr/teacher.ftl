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

# La liste de la classe : les enfants que l’enseignant ajoute une fois, par groupe, chacun avec
# un code de trois images dans l’ordre ; les cartes de connexion ; les progrès au fil des
# semaines ; le travail donné. $name est le nom d’un enfant tel que l’enseignant l’a saisi.
roster-title = Liste de la classe
roster-help = Ajoutez chaque enfant une fois, avec son groupe. Chaque enfant reçoit un code en images : trois images qu’il touche dans l’ordre pour se connecter, sur la page des enfants ou dans l’activité.
roster-add-name = Nom
roster-add-group = Groupe
roster-add-code = Code en images (trois chiffres de 1 à 9 ; laissez vide pour un code tiré au hasard)
roster-add = Ajouter l’enfant
roster-added = { $name } est maintenant dans la liste de la classe. Imprimez sa carte ci-dessous.
roster-import-label = Un fichier CSV de noms et de groupes
roster-import-help = Un enfant par ligne : nom, groupe et, si vous le souhaitez, un code en images, par exemple 427. Si la première ligne est « name,group », elle est ignorée. Si une seule ligne comporte une erreur, rien n’est importé.
roster-import = Importer le fichier
roster-imported =
    { $count ->
        [one] { $count } enfant ajouté. Imprimez sa carte ci-dessous.
       *[other] { $count } enfants ajoutés. Imprimez les cartes ci-dessous.
    }
roster-bad-row = La ligne { $line } du fichier comporte une erreur ({ $reason }). Rien n’a été importé : corrigez cette ligne, puis importez à nouveau le fichier.
roster-reason-columns = il faut un nom et un groupe, et au plus un code en images
roster-reason-name = le nom est vide ou dépasse 40 caractères
roster-reason-group = le groupe est vide ou dépasse 40 caractères
roster-reason-code = un code en images se compose de trois chiffres de 1 à 9
roster-reason-quote = un guillemet n’est pas refermé
roster-reason-empty = le fichier ne contient aucun enfant
roster-reason-too-many = pas plus de 500 enfants à la fois
roster-reason-file-too-long = le fichier est trop long
roster-reason-not-utf8 = enregistrez le fichier au format texte UTF-8
roster-no-children = Aucun enfant dans la liste de la classe pour l’instant.
roster-actions = Modifier
roster-rename = Renommer
roster-rename-prompt = Nouveau nom pour { $name } :
roster-renamed = L’enfant s’appelle maintenant { $name }.
roster-move = { $name } : groupe
roster-new-code = Nouveau code
roster-new-code-made = { $name } a un nouveau code en images : imprimez la nouvelle carte ci-dessous. L’ancienne carte ne fonctionne plus.
roster-delete = Supprimer
roster-delete-confirm = Supprimer définitivement { $name } et tous ses résultats ? Cette action est irréversible.
roster-deleted = { $name } ne figure plus dans la liste de la classe ; tous ses résultats ont été effacés.
roster-guests = Les enfants peuvent aussi jouer sans se connecter, comme invités (mais jamais dans le tournoi)
roster-guests-allowed = Les invités peuvent jouer.
roster-guests-refused = Désormais, seuls les enfants de la liste de la classe peuvent jouer.
roster-chapters-open = Ouvrir tous les chapitres de stratégie à tous les enfants (sans avoir à terminer d’abord le chapitre précédent)
roster-chapters-opened = Tous les chapitres de stratégie sont ouverts.
roster-chapters-in-order = Les chapitres de stratégie s’ouvrent de nouveau l’un après l’autre.
roster-retention = Durée de conservation des résultats, en jours
roster-retention-set =
    { $days ->
        [one] Les résultats sont conservés pendant { $days } jour.
       *[other] Les résultats sont conservés pendant { $days } jours.
    }
roster-sign-everyone-out = Déconnecter tout le monde
roster-signed-everyone-out = Tous les enfants sont déconnectés, sur toutes les tablettes et tous les ordinateurs.
roster-new-cards = Nouvelles cartes pour toute la classe
roster-new-cards-confirm = Donner un nouveau code en images à chaque enfant ? Les anciennes cartes ne fonctionneront plus.
roster-new-cards-made = Chaque enfant a un nouveau code en images. Imprimez les cartes ci-dessous.
roster-error-bad-name = Un nom doit compter de 1 à 40 caractères.
roster-error-bad-code = Un code en images se compose de trois chiffres de 1 à 9, par exemple 427.
roster-error-bad-setting = Les résultats peuvent être conservés de 1 à 3650 jours.
roster-error-bad-assignment = Ce travail ne peut pas être donné : vérifiez les nombres et à qui il s’adresse.
roster-error-no-such-child = Cet enfant n’est plus dans la liste de la classe.
roster-error-no-such-group = Ce groupe n’est plus dans la liste de la classe.
roster-error-not-saved = Le serveur n’a pas pu enregistrer ce changement. Rien n’a été modifié ; réessayez.
roster-cards-title = Cartes de connexion
roster-cards-help = Pour se connecter, l’enfant touche son groupe, son nom, puis ses trois images dans cet ordre. Le serveur conserve les codes sous une forme que personne ne peut relire : imprimez les cartes dès maintenant.
roster-cards-print = Imprimer les cartes
roster-cards-none = Les cartes apparaissent ici quand vous ajoutez des enfants ou donnez de nouveaux codes.
roster-picture-sun = Soleil
roster-picture-tree = Arbre
roster-picture-fish = Poisson
roster-picture-flower = Fleur
roster-picture-apple = Pomme
roster-picture-boat = Bateau
roster-picture-star = Étoile
roster-picture-cat = Chat
roster-picture-ball = Ballon
progress-title = Progrès de la classe
progress-help = Chaque enfant de la liste, dans chaque jeu : le plus haut niveau de Tux battu, les leçons, les problèmes et les étoiles des chapitres de stratégie. Cliquez sur un nom pour voir la page de l’enfant et son historique.
progress-tux = A battu Tux au niveau { $level }
progress-tux-on = A battu Tux au niveau { $level } le { $date }
progress-tux-none = N’a pas encore battu Tux
progress-games =
    { $games ->
        [one] { $games } partie, victoires : { $wins }
       *[other] { $games } parties, victoires : { $wins }
    }
progress-puzzles = Problèmes : classement { $rating }, { $solved } sur { $tried } résolus
progress-streak = meilleure série : { $streak }
progress-theme = { $solved } sur { $tried } résolus
progress-stars = Étoiles de stratégie : { $stars }
progress-last = Dernière activité : { $date }
progress-csv = Télécharger les progrès (CSV)
progress-back = Retour à la classe
progress-print = Imprimer ce bilan
progress-child-title = { $name }, groupe { $group }
progress-nothing-yet = Rien pour l’instant.
progress-history = Historique
progress-history-lesson = leçon { $lesson } terminée
progress-history-here = un ami sur le même ordinateur
progress-history-won = gagnée contre { $opponent }, { $score }
progress-history-lost = perdue contre { $opponent }, { $score }
progress-history-draw = nulle contre { $opponent }, { $score }
assignments-title = Travail à faire
assignments-none = Aucun travail donné pour l’instant.
assignment-kind = Type de travail
assignment-kind-lessons = Leçons
assignment-kind-puzzles = Problèmes
assignment-kind-chapter = Un chapitre de stratégie
assignment-kind-beat-tux = Battre Tux
assignment-kind-classmate = Une partie contre un camarade de classe
assignment-first-lessons = De la leçon
assignment-second-lessons = À la leçon
assignment-first-puzzles = Nombre de problèmes
assignment-second-puzzles = Thème (laissez vide pour tous les thèmes)
assignment-first-chapter = Chapitre
assignment-second-chapter = (rien à remplir)
assignment-first-beat-tux = Niveau de Tux
assignment-second-beat-tux = (rien à remplir)
assignment-first-classmate = (rien à remplir)
assignment-second-classmate = (rien à remplir)
assignment-for = Pour
assignment-for-class = Toute la classe
assignment-give = Donner ce travail
assignment-given = Le travail est donné. Il s’affiche en premier sur l’écran d’accueil de chaque enfant.
assignment-remove = Retirer
assignment-remove-confirm = Retirer ce travail ? Ce que les enfants ont déjà fait est conservé.
assignment-lessons = leçons { $from } à { $to }
assignment-puzzles =
    { $count ->
        [one] { $count } problème
       *[other] { $count } problèmes
    }
assignment-puzzles-theme =
    { $count ->
        [one] { $count } problème sur le thème { $theme }
       *[other] { $count } problèmes sur le thème { $theme }
    }
assignment-chapter = le chapitre « { $chapter } »
assignment-beat-tux = battre Tux au niveau { $level }
assignment-classmate = une partie contre un camarade de classe
assignment-done = fait
assignment-progress = { $progress } sur { $target }
assignment-done-count =
    Fait par { $done } sur { $total ->
        [one] { $total } enfant
       *[other] { $total } enfants
    }

## Les chapitres de stratégie de la classe : les étoiles gagnées par chaque enfant dans ses chapitres.
teacher-chapters-title = Chapitres de stratégie
teacher-chapters-help = Pour chaque enfant et dans chaque jeu, les chapitres commencés : les étoiles de chaque défi (trois au plus) et les chapitres terminés, dont tous les défis sont réussis.
teacher-chapters-none = Aucun enfant n’a encore gagné d’étoile dans un chapitre de stratégie.
teacher-chapters-count = Chapitres terminés : { $done } sur { $total }
teacher-chapters-stars = { $title } : { $stars } sur { $total } étoiles
teacher-chapters-done = { $title } : terminé, { $stars } sur { $total } étoiles
