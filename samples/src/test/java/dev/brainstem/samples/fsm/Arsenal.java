package dev.brainstem.samples.fsm;

import dev.brainstem.OnUpdate;
import dev.brainstem.StateMachine;

/**
 * A test machine whose handlers list more targets than the generated code compares one by one, with
 * ordinals of one and two digits; two of them are overloads of one name.
 */
@StateMachine(Weapon.class)
class Arsenal {
    final Script<Weapon> script = new Script<>(Weapon.class);

    @OnUpdate(value = "HOLSTERED", to = {"FLAMER", "PISTOL", "RIFLE", "SHOTGUN", "SMG", "SNIPER", "ROCKET",
            "GRENADE", "KNIFE", "BOW", "CROSSBOW"})
    Weapon draw() { return script.update(Weapon.HOLSTERED); }

    @OnUpdate(value = "KNIFE", to = {"HOLSTERED", "PISTOL", "RIFLE", "SHOTGUN", "SMG", "SNIPER", "ROCKET",
            "GRENADE", "BOW", "CROSSBOW", "FLAMER"})
    Weapon draw(float dt) { return script.update(Weapon.KNIFE, dt); }

    @OnUpdate(value = {"PISTOL", "RIFLE", "SHOTGUN", "SMG", "SNIPER", "ROCKET", "GRENADE", "BOW", "CROSSBOW",
            "FLAMER"}, to = {"HOLSTERED", "KNIFE"})
    Weapon holster(float dt) { return script.update(Weapon.PISTOL, dt); }
}
