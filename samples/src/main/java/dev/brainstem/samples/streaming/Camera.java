package dev.brainstem.samples.streaming;

/**
 * A camera that flies round a loop of waypoints at a steady speed. Its window is the region it is over and
 * the eight around it: the regions a {@link StreamedWorld} keeps live.
 */
public final class Camera {
    private final float[] waypoints;
    private final float speed;
    private int leg;
    private float along;
    private float x;
    private float y;

    /** @param waypoints x0, y0, x1, y1, ...: the loop, in world units */
    public Camera(float speed, float... waypoints) {
        if (waypoints.length < 4 || waypoints.length % 2 != 0 || !(speed > 0)) {
            throw new IllegalArgumentException("a camera needs a speed above 0 and two waypoints or more (x, y each)");
        }
        this.waypoints = waypoints.clone();
        this.speed = speed;
        for (int leg = 0; leg < waypoints.length / 2; leg++) {
            if (!(length(leg) > 0)) {
                throw new IllegalArgumentException("leg " + leg + " of the camera's loop has no length");
            }
        }
        this.x = waypoints[0];
        this.y = waypoints[1];
    }

    void advance(float dt) {
        float left = speed * dt;
        while (left > 0) {
            float length = length(leg);
            float step = Math.min(left, length - along);
            along += step;
            left -= step;
            if (along >= length) {
                leg = (leg + 1) % (waypoints.length / 2);
                along = 0;
            }
        }
        int from = 2 * leg;
        int to = (from + 2) % waypoints.length;
        float f = along / length(leg);
        x = waypoints[from] + (waypoints[to] - waypoints[from]) * f;
        y = waypoints[from + 1] + (waypoints[to + 1] - waypoints[from + 1]) * f;
    }

    private float length(int leg) {
        int from = 2 * leg;
        int to = (from + 2) % waypoints.length;
        float dx = waypoints[to] - waypoints[from];
        float dy = waypoints[to + 1] - waypoints[from + 1];
        return (float) Math.sqrt(dx * dx + dy * dy);
    }

    boolean sees(Region region) {
        int column = (int) Math.floor(x / region.size);
        int row = (int) Math.floor(y / region.size);
        return Math.abs(region.column - column) <= 1 && Math.abs(region.row - row) <= 1;
    }

    @Override
    public String toString() {
        return "camera at " + x + "," + y;
    }
}
