-- mays.lua - the May's Journey shape grammar (paper 000, "Grammar-based solution mini-map
-- generation"). The level generator reads it through the game's sandboxed Lua host, so only
-- plain Lua works here (no io, os or require). scripts/grammars/README.md explains it all.
--
-- For each object the solution code commands, the generator starts at the rule named after
-- the object's FAMILY and follows the rules until it reaches a SHAPE:
--   block_move     blockN.Move...()      a movable block: low m. (a bridge) or high M.
--   statue_move    statueN.Move...()     a statue S. or a fire statue FS that moves
--   block_rotate   blockN.Rotate(...)    an L block: low rr / r. or high RR / R.
--   statue_rotate  statueN.Rotate(...)   a fire statue FS that turns
--   block_stop     blockN.Stop()         a moving block: low mb or high MB
--   door_open      doorN.Open()          a closed door DC
--   lever          leverN.position       a lever LV the pupil flips before running the code
--
-- A CHOICE:  name = rule { weight = 2, "other_rule", "another_rule" }
--   picks one of the rules it names; each is chosen in proportion to ITS OWN weight.
-- A SHAPE:   name = shape { weight = 1, complexity = 1, kind = "maze", map = { ... } }
--   weight      how likely it is (more than 0; 1 if left out)
--   complexity  1 simple .. 3 complex ("favour simple" / "favour complex" use it)
--   kind        "maze": the object opens the path; "reward": it reveals a reward
--   map         rows of tiles as the room looks when it is SOLVED, 2 characters each, one
--               space apart, at most 5 x 5: the level file's tiles (.. floor, ~~ gap, ## wall,
--               m. M. rr r. RR R. mb MB FS S. PP bh BR KH FU FL LV DC DH), plus
--               @@  a floor tile the path must reach (mark at least one)
--               --  any tile: the generator decides
--               S.PP  an object standing on a plate (M.PP, S.PP, FSPP)
--   facing      where a fire statue FS blows when solved: "N", "E", "S" or "W"
--   does        what the shape's plate, fire pit or lever does when it fires:
--               "reveal KH" (a key, placed later on the path), "reveal bh" (a hidden
--               block in the map), "reveal DH" (a hidden exit door), "open DC", "hide BR";
--               several separated by commas
--   note        a sentence for people reading this file
--   since       only May's Journey generators of this version and later pick it (older ones
--               make the rooms their share codes always opened; leave it out for every one)
-- Every shape a family can reach must hold exactly one of its family's objects.

rules = {
  -- ---- movable blocks -----------------------------------------------------------------
  block_move = rule { "bridge", "obstacle", "plate_pusher" },

  bridge = rule { weight = 2, "bridge_gap", "bridge_river", "bridge_corner" },
  bridge_gap = shape {
    complexity = 1, kind = "maze",
    note = "a low block slides into the one-tile gap on the path",
    map = {
      "@@ m. @@",
    },
  },
  bridge_river = shape {
    complexity = 2, kind = "maze",
    note = "the path crosses a river; the block slides along it to the crossing",
    map = {
      "~~ @@ ~~",
      "~~ m. ~~",
      "~~ @@ ~~",
    },
  },
  bridge_corner = shape {
    complexity = 3, kind = "maze",
    note = "the path turns on the bridge block in a wide gap",
    map = {
      "@@ .. ~~",
      "~~ m. ~~",
      "~~ @@ ~~",
    },
  },

  obstacle = rule { "obstacle_alcove", "obstacle_aside", "obstacle_narrow" },
  obstacle_alcove = shape {
    complexity = 1, kind = "maze",
    note = "a high block pushed out of the corridor into an alcove",
    map = {
      "## M. ##",
      "@@ .. @@",
    },
  },
  obstacle_aside = shape {
    complexity = 2, kind = "maze",
    note = "a high block pushed off the path, into the room",
    map = {
      "@@ .. @@",
      ".. .. M.",
    },
  },
  obstacle_narrow = shape {
    complexity = 3, kind = "maze",
    note = "a narrow passage: the block must go two tiles away to let May by",
    map = {
      "## ## M. ##",
      "@@ .. .. @@",
      "## ## ## ##",
    },
  },

  plate_pusher = rule { "plate_key", "plate_hidden_block", "plate_hidden_door" },
  plate_key = shape {
    complexity = 2, kind = "reward",
    note = "the block on the plate reveals a key",
    does = "reveal KH",
    map = {
      "@@ .. M.PP",
    },
  },
  plate_hidden_block = shape {
    complexity = 3, kind = "maze",
    note = "the block on the plate reveals a hidden bridge over the gap",
    does = "reveal bh",
    map = {
      "M.PP .. ..",
      "@@ bh @@",
    },
  },
  plate_hidden_door = shape {
    complexity = 3, kind = "maze",
    note = "the block on the plate reveals the hidden exit door",
    does = "reveal DH",
    map = {
      "M.PP .. @@",
    },
  },

  -- ---- statues and fire statues that move -----------------------------------------------
  statue_move = rule { "statue", "fire_statue_moves" },

  statue = rule { "statue_aside", "statue_plate_key", "statue_plate_bridge" },
  statue_aside = shape {
    complexity = 1, kind = "maze",
    note = "a statue moved out of the way into an alcove",
    map = {
      "## S. ##",
      "@@ .. @@",
    },
  },
  statue_plate_key = shape {
    complexity = 2, kind = "reward",
    note = "the statue on the plate reveals a key",
    does = "reveal KH",
    map = {
      "@@ .. S.PP",
    },
  },
  statue_plate_bridge = shape {
    complexity = 3, kind = "maze",
    note = "the statue on the plate reveals a hidden bridge",
    does = "reveal bh",
    map = {
      "S.PP .. ..",
      "@@ bh @@",
    },
  },

  fire_statue_moves = rule { "walking_fire_key", "walking_fire_down", "walking_fire_door" },
  walking_fire_key = shape {
    complexity = 2, kind = "reward", facing = "E",
    note = "walked in line with the pit, the statue's fire lights it and a key appears",
    does = "reveal KH",
    map = {
      "FS .. FU",
      "@@ .. ..",
    },
  },
  walking_fire_down = shape {
    complexity = 2, kind = "reward", facing = "S",
    note = "the statue walks above the pit and blows down into it",
    does = "reveal KH",
    map = {
      "FS @@",
      ".. ..",
      "FU ..",
    },
  },
  walking_fire_door = shape {
    complexity = 3, kind = "maze", facing = "E",
    note = "the lit pit reveals the hidden exit door",
    does = "reveal DH",
    map = {
      "FS .. FU",
      "@@ .. @@",
    },
  },

  -- ---- L blocks that rotate ------------------------------------------------------------
  block_rotate = rule { "l_bridge", "l_obstacle" },

  l_bridge = rule { weight = 2, "l_bridge_straight", "l_bridge_corner", "l_bridge_long", "l_bridge_either" },
  l_bridge_straight = shape {
    complexity = 1, kind = "maze",
    note = "one arm and the centre make a straight bridge",
    map = {
      "@@ rr r. @@",
      "~~ r. ~~ ~~",
    },
  },
  l_bridge_corner = shape {
    complexity = 2, kind = "maze",
    note = "the path turns on the L bridge",
    map = {
      "~~ ~~ ~~",
      "@@ rr r.",
      "~~ r. ~~",
      "~~ @@ ~~",
    },
  },
  l_bridge_long = shape {
    complexity = 3, kind = "maze",
    note = "the path walks all three tiles of the L",
    map = {
      "~~ ~~ @@",
      "~~ rr r.",
      "@@ r. ~~",
    },
  },

  l_bridge_either = shape {
    complexity = 3, kind = "maze", since = 4,
    note = "a cross of gaps: the L joins a path on one side to a path on the other, turned either way",
    map = {
      "~~ ~~ @@ .. ..",
      "~~ ~~ r. ~~ ..",
      "@@ r. rr ~~ @@",
      ".. ~~ ~~ ~~ ~~",
      ".. .. @@ ~~ ~~",
    },
  },

  l_obstacle = rule { "l_gate", "l_swing", "l_gate_either" },
  l_gate = shape {
    complexity = 2, kind = "maze",
    note = "a high L turned so its arm leaves the corridor",
    map = {
      "## R. ##",
      "## RR R.",
      "@@ .. @@",
    },
  },
  l_swing = shape {
    complexity = 3, kind = "maze",
    note = "a high L in the room turned away from the path",
    map = {
      "R. RR ..",
      "## R. ..",
      "@@ .. @@",
    },
  },

  l_gate_either = shape {
    complexity = 2, kind = "maze", since = 6,
    note = "a high L at a crossing blocks both ways on; turned either way it frees one of them",
    map = {
      "-- ## ## ## --",
      "## .. R. .. @@",
      "## R. RR .. ##",
      "@@ .. .. .. ##",
      "-- ## ## ## --",
    },
  },

  -- ---- fire statues that rotate ---------------------------------------------------------
  statue_rotate = rule { "fire_key", "fire_door", "fire_bridge" },

  fire_key = rule { weight = 2, "fire_key_east", "fire_key_south" },
  fire_key_east = shape {
    complexity = 1, kind = "reward", facing = "E",
    note = "turned to the pit, the fire lights it and a key appears",
    does = "reveal KH",
    map = {
      "FS .. FU",
      "@@ .. ..",
    },
  },
  fire_key_south = shape {
    complexity = 1, kind = "reward", facing = "S",
    note = "turned down to the pit",
    does = "reveal KH",
    map = {
      "FS @@",
      ".. ..",
      "FU ..",
    },
  },
  fire_door = shape {
    complexity = 2, kind = "maze", facing = "E",
    note = "the lit pit reveals the hidden exit door",
    does = "reveal DH",
    map = {
      "FS .. FU",
      "@@ .. @@",
    },
  },
  fire_bridge = shape {
    complexity = 3, kind = "maze", facing = "E",
    note = "the lit pit reveals a hidden bridge on the path",
    does = "reveal bh",
    map = {
      "FS .. FU",
      "@@ bh @@",
    },
  },

  -- ---- moving blocks to stop ------------------------------------------------------------
  block_stop = rule { "stop_bridge", "stop_aside" },

  stop_bridge = rule { weight = 2, "stop_bridge_gap", "stop_bridge_canal" },
  stop_bridge_gap = shape {
    complexity = 1, kind = "maze",
    note = "the sliding bridge stopped in the gap on the path",
    map = {
      "@@ mb @@",
    },
  },
  stop_bridge_canal = shape {
    complexity = 2, kind = "maze",
    note = "the block slides along a canal; stopped where the path crosses",
    map = {
      "~~ @@ ~~",
      "~~ mb ~~",
      "~~ @@ ~~",
    },
  },
  stop_aside = shape {
    complexity = 3, kind = "maze",
    note = "a high sliding block stopped off the path (it slides across it)",
    map = {
      ".. MB ..",
      "@@ .. @@",
    },
  },

  -- ---- doors ------------------------------------------------------------------------------
  door_open = rule { "door_ahead", "door_corner", "door_hall" },
  door_ahead = shape {
    complexity = 1, kind = "maze",
    note = "the exit door straight at the end of the path",
    map = {
      "## DC ##",
      ".. @@ ..",
    },
  },
  door_corner = shape {
    complexity = 2, kind = "maze",
    note = "the exit door in a corner",
    map = {
      "## ## DC",
      "@@ .. @@",
    },
  },
  door_hall = shape {
    complexity = 3, kind = "maze",
    note = "the exit door at the far end of a hall",
    map = {
      "## ## ## DC",
      "@@ .. .. @@",
      ".. .. .. ..",
    },
  },

  -- ---- levers -----------------------------------------------------------------------------
  lever = rule { "lever_path", "lever_alcove", "lever_key" },
  lever_path = shape {
    complexity = 1, kind = "reward",
    note = "a lever right beside the path",
    map = {
      "@@ LV",
    },
  },
  lever_alcove = shape {
    complexity = 2, kind = "reward",
    note = "a lever at the back of an alcove",
    map = {
      "## LV ##",
      "## .. ##",
      "@@ .. @@",
    },
  },
  lever_key = shape {
    complexity = 3, kind = "reward",
    note = "flipped right, the lever also reveals a key",
    does = "reveal KH",
    map = {
      "@@ .. LV",
    },
  },
}
