# Congkak: the words of this game alone, in English.
# The words all games share are in common.ftl (the extra turn is there too).
# Each house starts with 5 to 7 seeds, so every number comes in a variable.

## About the game

congkak-title = Congkak
congkak-description = A sowing game where the seeds keep travelling: land on seeds, pick them up and sow on!
# One line on the game's card.
congkak-goal = Keep sowing, and end with more seeds in your store than the other player.
congkak-manual =
    Click a glowing house in your row. Its seeds go on a long trip around the board.
    When the last seed lands on other seeds, the trip goes on by itself. Watch where it stops!
    Not sure what to play? Press Hint and Tux shows you a good house.
    Want to change your move? Press Undo to take it back.
    Tux plays better on each level. Use the level buttons to make the game easier or harder.
    You can also play with a friend on the same screen.
congkak-credit = Congkak is played in Malaysia, Indonesia, Brunei and Singapore. Its board is often carved from wood in the shape of a boat. Children play it with seeds, shells or small stones.

## Why the game ended

congkak-end-empty-row = The player whose turn it was had no seeds left in their houses. The other player puts the seeds left in their row into their store. The fuller store wins.
congkak-end-endless = This move would never stop, so the game ends here. Each player puts the seeds left in their row into their store.

## Help: paragraphs are separated by one blank line.
## $houses: houses in each row; $seeds: seeds in each house at the start;
## $total: all the seeds; $half: half of all the seeds.

congkak-help-title = How to play Congkak
congkak-help-rules =
    The board has two rows of { $houses } houses. Each player owns one row. Your store is the big pit at the right end of your row, in your colour.

    At the start, every house holds { $seeds } seeds. That makes { $total } seeds in all. The stores are empty.

    On your turn, pick one of your houses that has seeds. Take all of its seeds. Drop them one by one into the next houses, going counter-clockwise. This is called sowing.

    When you pass your own store, drop a seed into it too. The other player's store is skipped.

    Now look at where your last seed falls.

    In your store? Then you play again!

    In a house that already had seeds, on either side? Pick up all the seeds of that house and keep sowing from there.

    In an empty house in your own row? You capture your last seed and all the seeds in the house across from it. They go into your store. Even when the house across is empty, your last seed still goes into your store.

    In an empty house in the other row? Then your move ends there.

    The game ends when it is a player's turn and all of that player's houses are empty. Then each player puts the seeds left in their own row into their store.

    The player with more seeds in their store wins. If both stores hold { $half } seeds, it is a draw.
