# Oware (règles abapa) : les mots de ce jeu seulement, en français.
# Les mots que tous les jeux partagent sont dans common.ftl.
# Une maison commence avec 4, 5 ou 6 graines : chaque nombre est donc une variable.

## À propos du jeu

oware-title = Oware
oware-description = Sème des graines et capture-les dans un jeu très ancien d’Afrique de l’Ouest.
# Une ligne sur la carte du jeu. $win : les graines qui font gagner (plus de la moitié).
oware-goal = Capture plus de graines que l’autre joueur. Avec { $win } graines, tu gagnes !
oware-manual =
    Clique sur une maison qui brille dans ta rangée. Ses graines partent en voyage autour du plateau.
    Tu hésites ? Appuie sur « Indice » et Tux te montre une bonne maison.
    Tu veux changer ton coup ? Appuie sur « Annuler » pour le reprendre.
    À chaque niveau, Tux joue mieux. Les boutons de niveau rendent le jeu plus facile ou plus difficile.
    Tu peux aussi jouer à deux sur le même écran.
oware-credit = L’oware est un jeu très ancien d’Afrique de l’Ouest. On y joue au Ghana et dans beaucoup de pays voisins. Ici, on suit les règles abapa.

## Nourrir : l’autre rangée est vide.

feed-explain = L’autre rangée est vide ! Choisis une maison avec une flèche bleue. Ses graines y arrivent.
illegal-must-feed = L’autre rangée est vide, et cette maison ne peut pas l’atteindre. Choisis une maison avec une flèche.
# À qui est la maison : $owner vaut you, tux ou player (et $player est alors le nom du joueur).
house-feeding =
    { $owner ->
        [you] Ta maison { $house }
        [tux] Maison { $house } de Tux
       *[player] { $player } : maison { $house }
    }, { $count ->
        [one] { $count } graine
       *[other] { $count } graines
    }, donne des graines à l’autre rangée

## Ce qui vient de se passer

grand-slam = Ce coup aurait pris toutes les graines de l’autre rangée. Alors, cette fois, rien n’est capturé.

## Pourquoi la partie s’est arrêtée

oware-end-score = Un joueur a capturé plus de la moitié des graines.
oware-end-draw = Chaque joueur a capturé { $half } graines. C’est exactement la moitié.
oware-end-no-feed = Aucun coup ne pouvait donner de graines à la rangée vide. Alors chaque joueur garde les graines de son côté.
oware-end-repetition = La même position est revenue pour la troisième fois. Alors chaque joueur garde les graines de son côté.
oware-end-no-capture-limit = { $limit } coups ont été joués sans aucune capture. Alors chaque joueur garde les graines de son côté.

## L’aide : les paragraphes sont séparés par une ligne vide.
## $seeds : les graines de chaque maison au début ; $total : toutes les graines ;
## $win : les graines qui font gagner ; $half : la moitié des graines ;
## $lap : les graines qui font faire tout le tour du plateau ;
## $limit : les coups sans capture qui arrêtent la partie.

oware-help-title = Comment jouer à l’oware
oware-help-rules =
    Le plateau a deux rangées de six maisons. Chaque joueur a sa rangée. Au début, chaque maison contient { $seeds } graines. Cela fait { $total } graines en tout.

    À ton tour, choisis une de tes maisons qui contient des graines. Prends toutes ses graines. Pose-les une par une dans les maisons suivantes, dans le sens inverse des aiguilles d’une montre. C’est ce qu’on appelle semer.

    Avec { $lap } graines ou plus, ton coup fait tout le tour du plateau. Alors on saute la maison de départ. Elle reste vide.

    Regarde la maison où tombe ta dernière graine. Est-elle dans l’autre rangée, avec maintenant deux ou trois graines ? Alors tu captures ces graines.

    Regarde ensuite la maison juste avant. Si elle aussi est dans l’autre rangée et contient deux ou trois graines, tu les captures aussi. Continue ainsi en reculant, jusqu’à une maison qui ne convient pas.

    Une capture ne doit jamais prendre toutes les graines de l’autre rangée. Si elle devait les prendre toutes, tu ne capturerais rien du tout. Le coup compte quand même : les graines restent là où tu les as semées. C’est la règle du grand chelem.

    Si l’autre rangée est vide, tu dois la nourrir. Joue une maison dont les graines vont jusqu’à cette rangée. Si aucune maison ne le peut, la partie s’arrête et tu gardes les graines de ta rangée.

    Tu gagnes quand tu as capturé { $win } graines ou plus. C’est plus de la moitié ! Si chaque joueur capture { $half } graines, il y a égalité.

    Parfois, une partie tourne en rond. Quand la même position revient pour la troisième fois, la partie s’arrête. Elle s’arrête aussi après { $limit } coups sans capture. Alors chaque joueur garde les graines de son côté.
