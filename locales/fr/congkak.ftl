# Congkak : les mots de ce jeu seulement, en français.
# Les mots que tous les jeux partagent sont dans common.ftl (le tour de plus aussi).
# Une maison commence avec 5 à 7 graines : chaque nombre est donc une variable.

## À propos du jeu

congkak-title = Congkak
congkak-description = Un jeu de semailles où les graines voyagent sans cesse : tombe sur des graines, ramasse-les et continue à semer !
# Une ligne sur la carte du jeu.
congkak-goal = Continue à semer, et finis avec plus de graines dans ton grenier que l’autre joueur.
congkak-manual =
    Clique sur une maison qui brille dans ta rangée. Ses graines partent pour un long voyage autour du plateau.
    Quand la dernière graine tombe sur d’autres graines, le voyage continue tout seul. Regarde où il s’arrête !
    Tu hésites ? Appuie sur « Indice » et Tux te montre une bonne maison.
    Tu veux changer ton coup ? Appuie sur « Annuler » pour le reprendre.
    À chaque niveau, Tux joue mieux. Les boutons de niveau rendent le jeu plus facile ou plus difficile.
    Tu peux aussi jouer à deux sur le même écran.
congkak-credit = On joue au congkak en Malaisie, en Indonésie, à Brunei et à Singapour. Son plateau est souvent sculpté dans le bois, en forme de bateau. Les enfants y jouent avec des graines, des coquillages ou de petits cailloux.

## Pourquoi la partie s’est arrêtée

congkak-end-empty-row = Le joueur dont c’était le tour n’avait plus de graines dans ses maisons. L’autre joueur met dans son grenier les graines restées dans sa rangée. Le grenier le plus rempli gagne.
congkak-end-endless = Ce coup ne s’arrêterait jamais, alors la partie s’arrête ici. Chaque joueur met dans son grenier les graines restées dans sa rangée.

## L’aide : les paragraphes sont séparés par une ligne vide.
## $houses : les maisons d’une rangée ; $seeds : les graines de chaque maison au début ;
## $total : toutes les graines ; $half : la moitié des graines.

congkak-help-title = Comment jouer au congkak
congkak-help-rules =
    Le plateau a deux rangées de { $houses } maisons. Chaque joueur a sa rangée. Ton grenier est le grand trou de ta couleur, tout à droite de ta rangée.

    Au début, chaque maison contient { $seeds } graines. Cela fait { $total } graines en tout. Les greniers sont vides.

    À ton tour, choisis une de tes maisons qui contient des graines. Prends toutes ses graines. Pose-les une par une dans les maisons suivantes, dans le sens inverse des aiguilles d’une montre. C’est ce qu’on appelle semer.

    Quand tu passes devant ton grenier, pose aussi une graine dedans. On saute le grenier de l’autre joueur.

    Regarde maintenant où tombe ta dernière graine.

    Dans ton grenier ? Alors tu rejoues !

    Dans une maison qui avait déjà des graines, d’un côté ou de l’autre ? Ramasse toutes les graines de cette maison et continue à semer à partir de là.

    Dans une maison vide de ta rangée ? Tu captures ta dernière graine et toutes les graines de la maison d’en face. Elles vont dans ton grenier. Même si la maison d’en face est vide, ta dernière graine va quand même dans ton grenier.

    Dans une maison vide de l’autre rangée ? Alors ton coup s’arrête là.

    La partie s’arrête quand c’est le tour d’un joueur et que toutes ses maisons sont vides. Alors chaque joueur met dans son grenier les graines restées dans sa rangée.

    Le joueur qui a le plus de graines dans son grenier gagne. Si les deux greniers contiennent { $half } graines, il y a égalité.
