package dev.brainstem.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Paged ints keep what they hold across growth, start new elements at the fill, and waste at most a page. */
class IntPagesTest {

    @Test
    void growsAcrossPagesKeepingItsContents() {
        IntPages pages = new IntPages(-1);
        int[] sizes = {1, 17, 100, IntPages.PAGE - 1, IntPages.PAGE, IntPages.PAGE + 1, 3 * IntPages.PAGE + 5, 200_000};
        int written = 0;
        for (int size : sizes) {
            pages.ensure(size);
            assertTrue(pages.capacity() >= size);
            if (size > IntPages.PAGE) {
                assertTrue(pages.capacity() - size < IntPages.PAGE, "at most a page beyond " + size);
            }
            for (int i = 0; i < written; i++) {
                assertEquals(i * 7, pages.get(i), "kept " + i);
            }
            for (int i = written; i < pages.capacity(); i++) {
                assertEquals(-1, pages.get(i), "fill " + i);
            }
            for (int i = written; i < size; i++) {
                pages.set(i, i * 7);
            }
            written = size;
        }
        pages.clear();
        assertEquals(-1, pages.get(0));
        assertEquals(-1, pages.get(written - 1));
    }
}
