package dev.brainstem.samples.fsm;

import dev.brainstem.States;

/** The states of {@link Arsenal}: more than ten, so that ordinals have two digits. */
@States
enum Weapon { HOLSTERED, PISTOL, RIFLE, SHOTGUN, SMG, SNIPER, ROCKET, GRENADE, KNIFE, BOW, CROSSBOW, FLAMER }
