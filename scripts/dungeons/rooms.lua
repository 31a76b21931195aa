-- rooms.lua - the dungeon's rule modules and room types (paper 002, sections 2.3.1.1 and
-- 2.3.1.2). Every flowchart in this folder uses them; a flowchart may add its own, and one it
-- defines with the same name wins over the one here. The generator reads this file through the
-- game's sandboxed Lua host, so only plain Lua works (no io, os or require).
-- scripts/dungeons/README.md explains it all; try a change with
--     loopling-gen dungeon --flowchart scripts/dungeons/first_visit.lua --seed 1
--
-- TILES: empty floor wall door torch pillar statue plant rug chest terminal key stairs
-- (you can walk on floor, rug, door, terminal, key and stairs).
--
-- A room starts as a floor rectangle with a ring of empty tiles around it. Then its MODULES
-- run, lowest order first; each RULE of a module looks at every tile, row by row:
--   place        the tile it puts down
--   on           the tile it may replace
--   next_to      it needs one of these tiles around it (left out: anything)
--   not_next_to  none of these tiles may be around it
--   reach        4: "around" means the tiles beside it; 8: the corners too (4 if left out)
--   not_corner   true: never on a corner of the room
-- Among the tiles that fit, one is picked at random and changed; then the rule looks again,
-- until the room has as many of that tile as its props allow (no limit: as many as fit). A
-- placement that would cut the room in two, or wall in a door or a chest, is undone.

modules = {
  -- Fig. 8 of the paper: a wall on every empty tile that touches the floor.
  walls = module { order = 10,
    rule { place = "wall", on = "empty", next_to = "floor", reach = 8 } },

  -- Fig. 9: doors in the walls, never two side by side, never in a corner. How many comes
  -- from the room's doors = { lo, hi }.
  doors = module { order = 20,
    rule { place = "door", on = "wall", next_to = "floor", not_next_to = "door", not_corner = true } },

  -- Fig. 10: torches on the walls, apart from each other and from the doors.
  torches = module { order = 30,
    rule { place = "torch", on = "wall", next_to = "floor", not_next_to = { "torch", "door" },
           reach = 8, not_corner = true } },

  -- Fig. 11: pillars stand in the open, away from walls, doors and each other.
  pillars = module { order = 40,
    rule { place = "pillar", on = "floor", not_next_to = { "wall", "pillar", "door" }, reach = 8 } },

  -- Statues stand against a wall, not in front of a door.
  statues = module { order = 45,
    rule { place = "statue", on = "floor", next_to = "wall",
           not_next_to = { "door", "statue", "pillar" }, reach = 8 } },

  -- Plants grow along the walls.
  plants = module { order = 50,
    rule { place = "plant", on = "floor", next_to = "wall", not_next_to = { "door", "plant" }, reach = 8 } },

  -- Rugs lie in the middle of the room (you can walk on a rug).
  rugs = module { order = 55,
    rule { place = "rug", on = "floor", not_next_to = { "wall", "door", "pillar", "statue", "plant" },
           reach = 8 } },

  -- Fig. 12: chests against a wall, away from doors and from each other.
  chests = module { order = 60,
    rule { place = "chest", on = "floor", next_to = "wall", not_next_to = { "door", "chest", "pillar" },
           reach = 8 } },
}

-- ROOM TYPES. A flowchart's action names the types it may happen in.
--   min_size, max_size  the floor's width and height, walls not counted (1 to 15; here 3 to 11)
--   doors               { lo, hi }: a room on the main path needs 2 or more (a way in and out)
--   modules             the modules it runs (their order decides, not this list's)
--   props               { lo, hi } of each tile the modules place (left out: as many as fit)
--   side_rooms          the rooms a spare door may lead to (a closet, a well...)
--   weight              how often an action that lists it picks it (1 if left out)
-- The puzzle rooms (robot_lab, garage, ruin, guard_room) get their terminal from the
-- generator, not from a module: leave them some free floor.
rooms = {
  -- The way in.
  gatehouse = room { min_size = { 5, 5 }, max_size = { 7, 7 }, doors = { 2, 3 },
    modules = { "walls", "doors", "torches", "statues" },
    props = { torch = { 1, 3 }, statue = { 0, 2 } },
    side_rooms = { "closet", "well" } },

  -- Big rooms to walk through.
  pillar_hall = room { min_size = { 7, 5 }, max_size = { 11, 9 }, doors = { 2, 4 },
    modules = { "walls", "doors", "torches", "pillars" },
    props = { torch = { 2, 4 }, pillar = { 2, 6 } },
    side_rooms = { "closet", "treasury", "library" }, weight = 2 },

  long_gallery = room { min_size = { 9, 3 }, max_size = { 11, 5 }, doors = { 2, 4 },
    modules = { "walls", "doors", "torches", "statues", "rugs" },
    props = { torch = { 2, 4 }, statue = { 1, 4 }, rug = { 1, 3 } },
    side_rooms = { "closet", "well" } },

  garden = room { min_size = { 5, 5 }, max_size = { 9, 9 }, doors = { 2, 4 },
    modules = { "walls", "doors", "plants", "rugs" },
    props = { plant = { 2, 6 }, rug = { 0, 2 } },
    side_rooms = { "well", "closet" } },

  -- The puzzle rooms: one for each mode.
  robot_lab = room { min_size = { 5, 5 }, max_size = { 9, 9 }, doors = { 2, 3 },   -- the robot
    modules = { "walls", "doors", "torches", "chests" },
    props = { torch = { 1, 2 }, chest = { 0, 1 } },
    side_rooms = { "closet" } },

  garage = room { min_size = { 6, 5 }, max_size = { 9, 7 }, doors = { 2, 3 },      -- the toy car
    modules = { "walls", "doors", "torches", "rugs" },
    props = { torch = { 1, 2 }, rug = { 1, 2 } },
    side_rooms = { "closet" } },

  ruin = room { min_size = { 5, 5 }, max_size = { 9, 9 }, doors = { 2, 3 },        -- May's Journey
    modules = { "walls", "doors", "plants", "statues" },
    props = { plant = { 1, 4 }, statue = { 0, 2 } },
    side_rooms = { "well", "garden" } },

  guard_room = room { min_size = { 5, 5 }, max_size = { 7, 7 }, doors = { 2, 3 },  -- any mode
    modules = { "walls", "doors", "torches", "pillars" },
    props = { torch = { 1, 3 }, pillar = { 0, 2 } },
    side_rooms = { "closet" } },

  -- Rooms for keys: small, off the main path (one door is enough).
  treasury = room { min_size = { 3, 3 }, max_size = { 5, 5 }, doors = { 1, 2 },
    modules = { "walls", "doors", "torches", "chests" },
    props = { chest = { 1, 2 }, torch = { 0, 1 } } },

  library = room { min_size = { 4, 4 }, max_size = { 7, 6 }, doors = { 1, 2 },
    modules = { "walls", "doors", "torches", "statues", "chests" },
    props = { statue = { 1, 3 }, chest = { 0, 1 }, torch = { 1, 2 } } },

  -- Side rooms that fill spare doors.
  closet = room { min_size = { 3, 3 }, max_size = { 4, 4 }, doors = { 1, 1 },
    modules = { "walls", "doors", "chests" },
    props = { chest = { 0, 1 } } },

  well = room { min_size = { 3, 3 }, max_size = { 3, 3 }, doors = { 1, 1 },
    modules = { "walls", "doors", "plants" },
    props = { plant = { 0, 2 } } },

  -- The way to the end.
  vault_gate = room { min_size = { 5, 3 }, max_size = { 7, 5 }, doors = { 2, 2 },
    modules = { "walls", "doors", "torches", "statues" },
    props = { torch = { 2, 2 }, statue = { 2, 2 } } },

  throne_room = room { min_size = { 7, 7 }, max_size = { 11, 11 }, doors = { 2, 3 },
    modules = { "walls", "doors", "torches", "pillars", "rugs" },
    props = { torch = { 2, 4 }, pillar = { 2, 4 }, rug = { 1, 3 } },
    side_rooms = { "treasury" } },

  stairs_down = room { min_size = { 3, 3 }, max_size = { 5, 5 }, doors = { 1, 2 },  -- the last room
    modules = { "walls", "doors", "torches" },
    props = { torch = { 0, 2 } } },
}
