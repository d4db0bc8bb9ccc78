#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <immintrin.h>
int main(){ size_t n=512ull<<20; char*a=aligned_alloc(64,n); for(size_t i=0;i<n;i++)a[i]=i; 
 for(int r=0;r<5;r++){ struct timespec t0,t1; clock_gettime(CLOCK_MONOTONIC,&t0);
 __m512i s[8]; for(int j=0;j<8;j++)s[j]=_mm512_setzero_si512();
 for(size_t i=0;i<n;i+=512){ for(int j=0;j<8;j++) s[j]=_mm512_add_epi32(s[j],_mm512_load_si512(a+i+64*j)); }
 clock_gettime(CLOCK_MONOTONIC,&t1); double dt=(t1.tv_sec-t0.tv_sec)+(t1.tv_nsec-t0.tv_nsec)*1e-9;
 __m512i z=s[0]; for(int j=1;j<8;j++) z=_mm512_add_epi32(z,s[j]);
 printf("%.1f GB/s (%d)\n", n/dt/1e9, _mm512_reduce_add_epi32(z)&1);} }
