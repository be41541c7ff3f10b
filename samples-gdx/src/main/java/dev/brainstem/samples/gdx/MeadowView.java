package dev.brainstem.samples.gdx;

import com.badlogic.gdx.Gdx;
import com.badlogic.gdx.files.FileHandle;
import com.badlogic.gdx.graphics.Color;
import com.badlogic.gdx.graphics.OrthographicCamera;
import com.badlogic.gdx.graphics.Pixmap;
import com.badlogic.gdx.graphics.PixmapIO;
import com.badlogic.gdx.graphics.g2d.BitmapFont;
import com.badlogic.gdx.graphics.g2d.SpriteBatch;
import com.badlogic.gdx.graphics.glutils.ShapeRenderer;
import com.badlogic.gdx.utils.BufferUtils;
import com.badlogic.gdx.utils.ScreenUtils;
import java.util.Locale;
import java.util.zip.Deflater;

/** Draws the meadow with ShapeRenderer: no asset files, a colour per state. */
final class MeadowView {
    static final Color GRASS = new Color(0.42f, 0.66f, 0.30f, 1);
    static final float SHEEP_RADIUS = 6, WOLF_RADIUS = 8, SHEPHERD_RADIUS = 9;

    private final OrthographicCamera camera = new OrthographicCamera();
    private final ShapeRenderer shapes = new ShapeRenderer();
    private final SpriteBatch batch = new SpriteBatch();
    private final BitmapFont font = new BitmapFont();

    MeadowView() {
        camera.setToOrtho(false, Meadow.WIDTH, Meadow.HEIGHT);
    }

    static Color colour(SheepState state) {
        switch (state) {
            case WANDER: return new Color(0.86f, 0.86f, 0.80f, 1);
            case GATHER: return new Color(0.70f, 0.85f, 1.00f, 1);
            case FLEE: return new Color(1.00f, 0.88f, 0.35f, 1);
            default: return new Color(0.98f, 0.98f, 0.94f, 1);
        }
    }

    static Color colour(WolfState state) {
        switch (state) {
            case HUNT: return new Color(0.62f, 0.14f, 0.10f, 1);
            case EAT: return new Color(0.40f, 0.04f, 0.06f, 1);
            case REST: return new Color(0.25f, 0.27f, 0.36f, 1);
            case SCARED: return new Color(0.58f, 0.30f, 0.72f, 1);
            default: return new Color(0.33f, 0.33f, 0.36f, 1);
        }
    }

    void draw(Meadow meadow) {
        ScreenUtils.clear(GRASS);
        camera.update();
        shapes.setProjectionMatrix(camera.combined);
        shapes.begin(ShapeRenderer.ShapeType.Line);
        shapes.setColor(0.85f, 0.95f, 0.80f, 1);
        shapes.circle(meadow.shepherdX(), meadow.shepherdY(), WolfAi.SCARE, 48);
        shapes.end();
        shapes.begin(ShapeRenderer.ShapeType.Filled);
        meadow.forEachCreature(new Meadow.CreatureVisitor() {
            @Override
            public void sheep(float x, float y, SheepState state) {
                shapes.setColor(colour(state));
                shapes.circle(x, y, SHEEP_RADIUS, 16);
            }

            @Override
            public void wolf(float x, float y, WolfState state) {
                shapes.setColor(colour(state));
                shapes.circle(x, y, WOLF_RADIUS, 16);
            }
        });
        shapes.setColor(0.15f, 0.30f, 0.85f, 1);
        shapes.circle(meadow.shepherdX(), meadow.shepherdY(), SHEPHERD_RADIUS, 20);
        shapes.end();
        batch.setProjectionMatrix(camera.combined);
        batch.begin();
        font.draw(batch, String.format(Locale.ROOT, "sheep %d   eaten %d   lambs %d      arrows or WASD: move   space: whistle",
                meadow.sheep(), meadow.eaten(), meadow.born()), 10, Meadow.HEIGHT - 10);
        batch.end();
    }

    /** Saves the frame drawn last as PNG, and beside it ({@code FILE.txt}) each creature's kind and position. */
    void save(Meadow meadow, String path) {
        int width = Gdx.graphics.getBackBufferWidth(), height = Gdx.graphics.getBackBufferHeight();
        byte[] pixels = ScreenUtils.getFrameBufferPixels(0, 0, width, height, true);
        Pixmap pixmap = new Pixmap(width, height, Pixmap.Format.RGBA8888);
        BufferUtils.copy(pixels, 0, pixmap.getPixels(), pixels.length);
        FileHandle png = Gdx.files.absolute(path);
        PixmapIO.writePNG(png, pixmap, Deflater.DEFAULT_COMPRESSION, false);
        pixmap.dispose();
        Gdx.files.absolute(path + ".txt").writeString(meadow.describe(), false, "UTF-8");
    }

    void dispose() {
        shapes.dispose();
        batch.dispose();
        font.dispose();
    }
}
