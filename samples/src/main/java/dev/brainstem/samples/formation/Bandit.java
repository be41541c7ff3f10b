package dev.brainstem.samples.formation;

/** An enemy aircraft: the game moves it; flyers in {@code ATTACK} wear its hit points down. */
public final class Bandit {
    public float x, y, hp;

    public Bandit(float x, float y, float hp) {
        this.x = x;
        this.y = y;
        this.hp = hp;
    }

    public boolean destroyed() {
        return hp <= 0;
    }
}
