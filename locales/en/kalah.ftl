# Kalah: the words of this game alone, in English.
# The words all games share are in common.ftl (the extra turn is there too).
# Each house starts with 3 to 6 seeds, so every number comes in a variable.

## About the game

kalah-title = Kalah
kalah-description = Sow seeds into your houses and your store. End in your store to play again!
# One line on the game's card.
kalah-goal = Get more seeds into your store than the other player.
kalah-manual =
    Click a glowing house in your row. Its seeds go on a trip around the board and through your store.
    Not sure what to play? Press Hint and Tux shows you a good house.
    Want to change your move? Press Undo to take it back.
    Tux plays better on each level. Use the level buttons to make the game easier or harder.
    You can also play with a friend on the same screen.
kalah-credit = Kalah belongs to the big family of sowing games that people have played in Africa and Asia for a very long time. This version became popular in the United States, and now children play it all over the world.

## Why the game ended

kalah-end-empty-row = A row of houses is empty. Each player puts the seeds left in their row into their store. The fuller store wins.

## Help: paragraphs are separated by one blank line.
## $houses: houses in each row; $seeds: seeds in each house at the start;
## $total: all the seeds; $half: half of all the seeds.

kalah-help-title = How to play Kalah
kalah-help-rules =
    The board has two rows of { $houses } houses. Each player owns one row. Your store is the big pit at the right end of your row, in your colour.

    At the start, every house holds { $seeds } seeds. That makes { $total } seeds in all. The stores are empty.

    On your turn, pick one of your houses that has seeds. Take all of its seeds. Drop them one by one into the next houses, going counter-clockwise. This is called sowing.

    When you pass your own store, drop a seed into it too. The other player's store is skipped. A long move can come back to the house you started from. That house gets a seed like the others.

    Does your last seed fall into your store? Then you play again!

    Does your last seed fall into an empty house in your own row? Look at the house across from it. If that house has seeds, you capture them all, and your last seed too. They go into your store.

    The game ends as soon as one row is empty. Then each player puts the seeds left in their own row into their store.

    The player with more seeds in their store wins. If both stores hold { $half } seeds, it is a draw.
