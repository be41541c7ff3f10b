package dev.brainstem.samples.travel;

import static dev.brainstem.runtime.Events.ENTER;
import static dev.brainstem.runtime.Events.EXIT;
import static dev.brainstem.runtime.Events.UPDATE;

import dev.brainstem.runtime.reference.Handler;
import dev.brainstem.runtime.reference.Machine;
import java.util.List;

/** {@link Courier} and {@link Couriers} as the reference model reads them, written from their annotations. */
final class CourierSpec {
    private CourierSpec() {}

    static Machine machine(String name, boolean idMode) {
        Machine.Builder b = Machine.builder(name, "REST", "ROAM", "LOAD", "HAUL", "HIT", "BACK", "JOB")
                .initial("REST").entryPoints("HIT").interrupts("HIT").back("BACK").idMode(idMode)
                .group("JOB", List.of("LOAD", "HAUL"), List.of(), "LOAD", Machine.History.SHALLOW);
        Handler roam = new Handler(0, "roam", UPDATE, true, true, List.of("REST", "JOB"));
        b.on(roam, "ROAM").every(roam, 2);
        b.on(new Handler(1, "load", UPDATE, true, true, List.of("HAUL")), "LOAD");
        b.on(new Handler(2, "haul", UPDATE, true, true, List.of("LOAD", "ROAM")), "HAUL");
        b.on(new Handler(3, "hit", UPDATE, true, true, List.of("BACK")), "HIT");
        b.on(new Handler(4, "enterHaul", ENTER, false, true, List.of()), "HAUL");
        b.on(new Handler(5, "exitRoam", EXIT, false, true, List.of()), "ROAM");
        b.message(Handler.message(6, "pinged", Ping.class, true, List.of("HIT", "JOB")),
                List.of("REST", "ROAM", "LOAD", "HAUL"));
        b.after(List.of("REST"), "patience", "ROAM").after(List.of("JOB"), 1.5f, "REST")
                .after(List.of("HIT"), 1f, "BACK");
        return b.build();
    }
}
