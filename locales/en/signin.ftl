# Signing in to the class, the work the teacher gives and a child's own progress, in English.
# Readers are children aged 6 to 10, many not yet reading well: the fewest words, a warm tone.
# A child signs in by tapping their group, their name, then their three pictures in order.
# $name is a child's name as the teacher typed it; a number is always a variable.

## Signing in

signin-who = Who are you?
signin-tap-group = Tap your group.
signin-tap-name = Tap your name.
signin-tap-pictures = Tap your three pictures.
# For a screen reader: the nine pictures to choose from.
signin-pictures = Your pictures
# For a screen reader: how many of the three pictures are tapped so far.
signin-pictures-chosen =
    { $count ->
        [one] One of your three pictures tapped
       *[other] { $count } of your three pictures tapped
    }
signin-back = Back
signin-clear = Start again
# After three wrong pictures: gentle, never a scolding.
signin-wrong = Not quite. Look at your card and try again!
# After several misses this child waits a little before trying again.
signin-paused =
    Time for a little rest! Try again in { $minutes ->
        [one] a minute
       *[other] { $minutes } minutes
    }.
signin-unreachable = The class cannot be reached right now. Try again soon.
# When the teacher lets nobody play without signing in.
signin-no-guests = Sign in to play with your class.
signin-sign-out = Sign out
# Said on "Who are you?" when the teacher ended this child's session while the page was open:
# kindly, never as if the child did something wrong.
# The teacher signed everyone out (at the end of the lesson, say).
signin-ended-everyone = Your teacher has signed everyone out. Thank you for playing!
# The teacher gave this child a new picture code.
signin-ended-new-code = You have new pictures! Ask your teacher for your new card.
# The teacher took this child off the class list.
signin-ended-deleted = The class list has changed. If you cannot find your name, ask your teacher.


## The work the teacher gave, first on the home screen

signin-assignments = From your teacher
signin-assignment-lessons = Lessons { $from } to { $to }
signin-assignment-puzzles =
    { $count ->
        [one] One puzzle
       *[other] { $count } puzzles
    }
signin-assignment-chapter = A strategy chapter
signin-assignment-beat-tux = Beat Tux at level { $level }
signin-assignment-classmate = Play a game with a classmate
signin-assignment-progress = { $progress } of { $target }
signin-assignment-done = Done!

## My progress

signin-progress = My progress
signin-progress-tux = You beat Tux at level { $level }
signin-progress-tux-none = You have not beaten Tux yet
signin-progress-lessons = { $done } of { $all } lessons done
signin-progress-puzzles =
    { $solved ->
        [one] One puzzle solved
       *[other] { $solved } puzzles solved
    }
signin-progress-chapters =
    { $stars ->
        [one] One star in the strategy chapters
       *[other] { $stars } stars in the strategy chapters
    }
signin-progress-none = Nothing here yet. Play a game!
