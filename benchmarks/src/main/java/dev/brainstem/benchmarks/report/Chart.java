package dev.brainstem.benchmarks.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The chart of the report: ns per entity-update by entity count, one series per variant, log axes. */
final class Chart {
    private static final Marker[] MARKERS = {
        SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.DIAMOND, SeriesMarkers.TRIANGLE_UP,
        SeriesMarkers.TRIANGLE_DOWN, SeriesMarkers.CROSS, SeriesMarkers.OVAL, SeriesMarkers.RECTANGLE,
    };

    /** Distinct colours that read on white (a Tableau-like palette, yellow darkened). */
    private static final Color[] COLOURS = {
        new Color(0x1F77B4), new Color(0xD62728), new Color(0x2CA02C), new Color(0x9467BD), new Color(0xFF7F0E),
        new Color(0x8C564B), new Color(0xE377C2), new Color(0x7F7F7F), new Color(0xB5A300), new Color(0x17BECF),
        new Color(0x393B79), new Color(0x637939), new Color(0xAD494A), new Color(0x000000),
    };
    private static final BasicStroke DASHED =
            new BasicStroke(2f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {9f, 6f}, 0f);
    private static final BasicStroke DOTTED =
            new BasicStroke(1.5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {1f, 5f}, 0f);

    private Chart() {
    }

    /** Writes {@code series} (label -> entities -> ns per entity-update) as a PNG headed {@code title}. */
    static void write(Map<String, TreeMap<Integer, Double>> series, Path png, String title) throws IOException {
        XYChart chart = new XYChartBuilder()
                .width(1400)
                .height(750)
                .title(title)
                .xAxisTitle("entities")
                .yAxisTitle("ns per entity-update (log)")
                .build();
        Styler styler = chart.getStyler();
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setYAxisLogarithmic(true);
        chart.getStyler().setXAxisDecimalPattern("#,###");
        chart.getStyler().setYAxisDecimalPattern("#,###.#");
        styler.setLegendPosition(Styler.LegendPosition.OutsideE);
        styler.setMarkerSize(8);
        styler.setChartBackgroundColor(Color.WHITE);
        styler.setSeriesColors(COLOURS);
        int[] index = {0};
        series.forEach((label, points) -> {
            double[] x = new double[points.size()];
            double[] y = new double[points.size()];
            int i = 0;
            for (Map.Entry<Integer, Double> p : points.entrySet()) {
                x[i] = p.getKey();
                y[i] = p.getValue();
                i++;
            }
            XYSeries s = chart.addSeries(label, x, y);
            s.setMarker(MARKERS[index[0]++ % MARKERS.length]);
            // Brainstem solid and thick, hand-written dashed, the libraries dotted.
            if (label.startsWith("Brainstem")) {
                s.setLineStyle(new BasicStroke(3f));
            } else if (label.startsWith("hand-written")) {
                s.setLineStyle(DASHED);
            } else {
                s.setLineStyle(DOTTED);
            }
        });
        String file = png.toString();
        BitmapEncoder.saveBitmap(chart, file.endsWith(".png") ? file.substring(0, file.length() - 4) : file,
                BitmapEncoder.BitmapFormat.PNG);
    }
}
