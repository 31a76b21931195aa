/* nondominated_sort.c - NSGA-II fronts for two minimised objectives in O(n log n): sort the
 * points by (f1, f2, index), then give each point the first front whose last point does not
 * dominate it (binary search: fronts' last f2 grow with the front number). Identical points
 * never dominate each other, so they share a front. Depends on toycar_gen.h only. */
#include "toycar_gen.h"

enum { NDS_BUCKETS = 1024 }; /* key range sorted by counting; larger ranges merge-sort */

static int point_less(const int *f1, const int *f2, int a, int b)
{
    if (f1[a] != f1[b]) return f1[a] < f1[b];
    if (f2[a] != f2[b]) return f2[a] < f2[b];
    return a < b;
}

/* Bottom-up merge sort of idx[0, n) by (f1, f2, index); tmp holds n ints. */
static void merge_sort(const int *f1, const int *f2, int *idx, int *tmp, int n)
{
    int *src = idx, *dst = tmp;
    for (int width = 1; width < n; width *= 2) {
        for (int lo = 0; lo < n; lo += 2 * width) {
            int mid = lo + width < n ? lo + width : n;
            int hi = lo + 2 * width < n ? lo + 2 * width : n;
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi) dst[k++] = point_less(f1, f2, src[j], src[i]) ? src[j++] : src[i++];
            while (i < mid) dst[k++] = src[i++];
            while (j < hi) dst[k++] = src[j++];
        }
        int *t = src;
        src = dst;
        dst = t;
    }
    if (src != idx)
        for (int i = 0; i < n; i++) idx[i] = src[i];
}

/* Sort 0..n-1 by (f1, f2, index) into out. */
static void sort_points(const int *f1, const int *f2, int n, int *out, int *tmp)
{
    int min1 = f1[0], max1 = f1[0], min2 = f2[0], max2 = f2[0];
    for (int i = 1; i < n; i++) {
        if (f1[i] < min1) min1 = f1[i];
        if (f1[i] > max1) max1 = f1[i];
        if (f2[i] < min2) min2 = f2[i];
        if (f2[i] > max2) max2 = f2[i];
    }
    int64_t span2 = (int64_t)max2 - min2 + 1;
    int64_t range = ((int64_t)max1 - min1 + 1) * span2;
    if (range > NDS_BUCKETS) {
        for (int i = 0; i < n; i++) out[i] = i;
        merge_sort(f1, f2, out, tmp, n);
        return;
    }
    /* Counting sort on the combined key; visiting i in order keeps it stable by index. */
    int start[NDS_BUCKETS + 1] = {0};
    for (int i = 0; i < n; i++) start[(f1[i] - min1) * span2 + (f2[i] - min2) + 1]++;
    for (int k = 1; k <= range; k++) start[k] += start[k - 1];
    for (int i = 0; i < n; i++) out[start[(f1[i] - min1) * span2 + (f2[i] - min2)]++] = i;
}

int tc_nondominated_sort(const int *f1, const int *f2, int n, int *front, int *order,
                         int *scratch)
{
    if (n <= 0) return 0;
    int *sorted = scratch;       /* n */
    int *tmp = scratch + n;      /* n */
    int *last = scratch + 2 * n; /* n: last point given to each front */
    int *count = scratch + 3 * n; /* n + 2: front sizes, then offsets */
    sort_points(f1, f2, n, sorted, tmp);

    int fronts = 0;
    for (int s = 0; s < n; s++) {
        int p = sorted[s];
        /* Every earlier point has f1 <= f1[p], and a front's last point has its smallest f2,
         * so front F dominates p exactly when its last point does. */
        int lo = 0, hi = fronts;
        while (lo < hi) {
            int mid = (lo + hi) / 2, q = last[mid];
            int dominated = f2[q] < f2[p] || (f2[q] == f2[p] && f1[q] < f1[p]);
            if (dominated)
                lo = mid + 1;
            else
                hi = mid;
        }
        front[p] = lo;
        last[lo] = p;
        if (lo == fronts) fronts++;
    }

    /* Group by front, keeping the (f1, f2, index) order inside each front. */
    for (int f = 0; f <= fronts; f++) count[f] = 0;
    for (int i = 0; i < n; i++) count[front[i] + 1]++;
    for (int f = 1; f <= fronts; f++) count[f] += count[f - 1];
    for (int s = 0; s < n; s++) order[count[front[sorted[s]]]++] = sorted[s];
    return fronts;
}
