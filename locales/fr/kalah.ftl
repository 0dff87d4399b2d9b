# Kalah : les mots de ce jeu seulement, en français.
# Les mots que tous les jeux partagent sont dans common.ftl (le tour de plus aussi).
# Une maison commence avec 3 à 6 graines : chaque nombre est donc une variable.

## À propos du jeu

kalah-title = Kalah
kalah-description = Sème des graines dans tes maisons et dans ton grenier. Finis dans ton grenier pour rejouer !
# Une ligne sur la carte du jeu.
kalah-goal = Mets plus de graines dans ton grenier que l’autre joueur.
kalah-manual =
    Clique sur une maison qui brille dans ta rangée. Ses graines partent en voyage autour du plateau, en passant par ton grenier.
    Tu hésites ? Appuie sur « Indice » et Tux te montre une bonne maison.
    Tu veux changer ton coup ? Appuie sur « Annuler » pour le reprendre.
    À chaque niveau, Tux joue mieux. Les boutons de niveau rendent le jeu plus facile ou plus difficile.
    Tu peux aussi jouer à deux sur le même écran.
kalah-credit = Le kalah fait partie de la grande famille des jeux de semailles, auxquels on joue depuis très longtemps en Afrique et en Asie. Cette version est devenue populaire aux États-Unis, et aujourd’hui les enfants y jouent partout dans le monde.

## Pourquoi la partie s’est arrêtée

kalah-end-empty-row = Une rangée de maisons est vide. Chaque joueur met dans son grenier les graines restées dans sa rangée. Le grenier le plus rempli gagne.

## L’aide : les paragraphes sont séparés par une ligne vide.
## $houses : les maisons d’une rangée ; $seeds : les graines de chaque maison au début ;
## $total : toutes les graines ; $half : la moitié des graines.

kalah-help-title = Comment jouer au kalah
kalah-help-rules =
    Le plateau a deux rangées de { $houses } maisons. Chaque joueur a sa rangée. Ton grenier est le grand trou de ta couleur, tout à droite de ta rangée.

    Au début, chaque maison contient { $seeds } graines. Cela fait { $total } graines en tout. Les greniers sont vides.

    À ton tour, choisis une de tes maisons qui contient des graines. Prends toutes ses graines. Pose-les une par une dans les maisons suivantes, dans le sens inverse des aiguilles d’une montre. C’est ce qu’on appelle semer.

    Quand tu passes devant ton grenier, pose aussi une graine dedans. On saute le grenier de l’autre joueur. Un long coup peut revenir à la maison de départ. Elle reçoit alors une graine, comme les autres.

    Ta dernière graine tombe dans ton grenier ? Alors tu rejoues !

    Ta dernière graine tombe dans une maison vide de ta rangée ? Regarde la maison d’en face. Si elle contient des graines, tu les captures toutes, avec ta dernière graine. Elles vont dans ton grenier.

    La partie s’arrête dès qu’une rangée est vide. Alors chaque joueur met dans son grenier les graines restées dans sa rangée.

    Le joueur qui a le plus de graines dans son grenier gagne. Si les deux greniers contiennent { $half } graines, il y a égalité.
