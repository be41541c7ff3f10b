package dev.brainstem.samples.gdx;

import com.artemis.Component;

/** Where a creature is on the meadow and how fast it goes, in pixels and pixels a second. */
public class Body extends Component {
    public float x, y, vx, vy;

    float distanceTo(float px, float py) {
        float dx = px - x, dy = py - y;
        return (float) Math.sqrt(dx * dx + dy * dy);
    }

    /** Sets the velocity to {@code speed} along (dx, dy); a zero direction stops. */
    void head(float dx, float dy, float speed) {
        float length = (float) Math.sqrt(dx * dx + dy * dy);
        if (length < 1e-4f) {
            vx = vy = 0;
        } else {
            vx = dx / length * speed;
            vy = dy / length * speed;
        }
    }
}
