// The floor of the exact 4-bit table loop (kernel::nibble) in C, with the same 128-bit ops:
// per 16 codes four pshufb on the table's byte planes and eight unpacks (or, with argument 1,
// two pshufb on the high planes of an integer table and six unpacks), then per four weights
// t * f, * x, + into the lane k % 4; two columns per trip, blocks of 64, x[1, 4096] @
// deq(u8[256, 2048]).T as `quantbench synth decode4 256 4096` makes. Not part of the build.
//
//   gcc -O3 -mavx -ffp-contract=off docs/nibble_floor.c -o nibble_floor
//   ./nibble_floor 0    # four planes (nf4); compare: quantbench run dec_nf4.txt --jit --runs 50 --threads 1
//   ./nibble_floor 1    # two planes (int4's code - 8); compare the int4 graph the same way
//   valgrind --tool=callgrind ./nibble_floor 0 51   # and with 1 run: the difference / 50 / 16384
//                                                 # is instructions per 64 weights
#include <immintrin.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
static inline void look(const __m128i p[4], __m128i c, __m128 o[4]) {
  __m128i l0=_mm_shuffle_epi8(p[0],c), l1=_mm_shuffle_epi8(p[1],c), l2=_mm_shuffle_epi8(p[2],c), l3=_mm_shuffle_epi8(p[3],c);
  __m128i x01=_mm_unpacklo_epi8(l0,l1), x23=_mm_unpacklo_epi8(l2,l3), y01=_mm_unpackhi_epi8(l0,l1), y23=_mm_unpackhi_epi8(l2,l3);
  o[0]=_mm_castsi128_ps(_mm_unpacklo_epi16(x01,x23)); o[1]=_mm_castsi128_ps(_mm_unpackhi_epi16(x01,x23));
  o[2]=_mm_castsi128_ps(_mm_unpacklo_epi16(y01,y23)); o[3]=_mm_castsi128_ps(_mm_unpackhi_epi16(y01,y23));
}
static inline void look2(const __m128i p[4], __m128i c, __m128 o[4]) {
  __m128i z=_mm_setzero_si128(), l2=_mm_shuffle_epi8(p[2],c), l3=_mm_shuffle_epi8(p[3],c);
  __m128i lo=_mm_unpacklo_epi8(l2,l3), hi=_mm_unpackhi_epi8(l2,l3);
  o[0]=_mm_castsi128_ps(_mm_unpacklo_epi16(z,lo)); o[1]=_mm_castsi128_ps(_mm_unpackhi_epi16(z,lo));
  o[2]=_mm_castsi128_ps(_mm_unpacklo_epi16(z,hi)); o[3]=_mm_castsi128_ps(_mm_unpackhi_epi16(z,hi));
}
int main(int argc, char** argv) {
  int N=256, K=4096, B=64, two=argc>1 && atoi(argv[1]), R=argc>2 ? atoi(argv[2]) : 51;
  if (R<1 || R>51) R=51;
  uint8_t* q=aligned_alloc(64,N*K/2); float* f=malloc(4*N*K/B); float* x=aligned_alloc(64,4*K); float* y=malloc(4*N);
  float t[16]; for(int c=0;c<16;c++) t[c]= two ? (float)(c-8) : (c-7.5f)/7.3f;
  for(int i=0;i<N*K/2;i++) q[i]=(i*131+3)%256; for(int i=0;i<N*K/B;i++) f[i]=((i*37)%1000-500)/4096.0f; for(int i=0;i<K;i++) x[i]=((i*13)%29)/7.0f-2;
  __m128i p[4]; { uint8_t b[4][16]; for(int c=0;c<16;c++){uint32_t u; memcpy(&u,&t[c],4); for(int j=0;j<4;j++) b[j][c]=u>>(8*j);} for(int j=0;j<4;j++) p[j]=_mm_loadu_si128((__m128i*)b[j]); }
  __m128i m=_mm_set1_epi8(15);
  double best=1e9, med[51];
  for (int r=0;r<R;r++) { double t0=now();
    for (int n=0;n<N;n+=2) {
      __m128 a0=_mm_setzero_ps(), a1=a0;
      for (int kb=0;kb<K;kb+=B) {
        __m128 f0=_mm_set1_ps(f[n*K/B+kb/B]), f1=_mm_set1_ps(f[(n+1)*K/B+kb/B]);
        for (int k=kb;k<kb+B;k+=32) {
          __m128i b0=_mm_loadu_si128((__m128i*)(q+n*K/2+k/2)), b1=_mm_loadu_si128((__m128i*)(q+(n+1)*K/2+k/2));
          __m128i h0=_mm_and_si128(_mm_srli_epi16(b0,4),m), l0=_mm_and_si128(b0,m), h1=_mm_and_si128(_mm_srli_epi16(b1,4),m), l1=_mm_and_si128(b1,m);
          __m128i c0[2]={_mm_unpacklo_epi8(h0,l0),_mm_unpackhi_epi8(h0,l0)}, c1[2]={_mm_unpacklo_epi8(h1,l1),_mm_unpackhi_epi8(h1,l1)};
          for (int g=0; g<2; g++) { __m128 w0[4], w1[4];
            if (two) { look2(p,c0[g],w0); look2(p,c1[g],w1);} else { look(p,c0[g],w0); look(p,c1[g],w1);}
            for (int u=0;u<4;u++) { __m128 xv=_mm_load_ps(x+k+16*g+4*u);
              a0=_mm_add_ps(a0,_mm_mul_ps(xv,_mm_mul_ps(w0[u],f0))); a1=_mm_add_ps(a1,_mm_mul_ps(xv,_mm_mul_ps(w1[u],f1))); } }
        } }
      float s0[4],s1[4]; _mm_storeu_ps(s0,a0); _mm_storeu_ps(s1,a1); y[n]=(s0[0]+s0[2])+(s0[1]+s0[3]); y[n+1]=(s1[0]+s1[2])+(s1[1]+s1[3]);
    }
    med[r]=now()-t0; }
  for(int i=0;i<R;i++)for(int j=i+1;j<R;j++)if(med[j]<med[i]){double z=med[i];med[i]=med[j];med[j]=z;}
  printf("%s: median %.1f us, best %.1f us (y0 %g)\n", two?"two planes":"four planes", med[R/2]*1e6, med[0]*1e6, y[0]); return 0; }
