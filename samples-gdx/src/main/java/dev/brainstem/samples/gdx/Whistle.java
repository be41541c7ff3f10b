package dev.brainstem.samples.gdx;

/** The shepherd whistles from (x, y): every calm sheep walks to him. */
public final class Whistle {
    final float x, y;

    Whistle(float x, float y) {
        this.x = x;
        this.y = y;
    }
}
