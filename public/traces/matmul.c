/* A small real program for Paging Lab's sample trace: C = A x B for 48 x 48
   doubles (18 KiB a matrix, 5 pages of 4 KiB), the inner loop walking B down
   its columns — one page per step of k, so the working set is all of B. */
#include <stdio.h>
#define N 48
static double a[N][N], b[N][N], c[N][N];
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = i + j;
            b[i][j] = i - j;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
    printf("%g\n", c[N - 1][N - 1]);
    return 0;
}
