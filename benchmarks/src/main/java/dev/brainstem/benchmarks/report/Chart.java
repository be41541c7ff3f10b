package dev.brainstem.benchmarks.report;

import java.awt.BasicStroke;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.lines.SeriesLines;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The chart of the report: ns per entity-update by entity count, one series per variant, log axes. */
final class Chart {
    private static final Marker[] MARKERS = {
        SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.DIAMOND, SeriesMarkers.TRIANGLE_UP,
        SeriesMarkers.TRIANGLE_DOWN, SeriesMarkers.CROSS, SeriesMarkers.OVAL, SeriesMarkers.RECTANGLE,
    };

    private Chart() {
    }

    /** Writes {@code series} (label -> entities -> ns per entity-update) as a PNG. */
    static void write(Map<String, TreeMap<Integer, Double>> series, Path png) throws IOException {
        XYChart chart = new XYChartBuilder()
                .width(1400)
                .height(750)
                .title("Brainstem benchmark: one tick of the four-state guard")
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
        styler.setChartBackgroundColor(java.awt.Color.WHITE);
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
                s.setLineStyle(SeriesLines.DASH_DASH);
            } else {
                s.setLineStyle(SeriesLines.DOT_DOT);
            }
        });
        String file = png.toString();
        BitmapEncoder.saveBitmap(chart, file.endsWith(".png") ? file.substring(0, file.length() - 4) : file,
                BitmapEncoder.BitmapFormat.PNG);
    }
}
