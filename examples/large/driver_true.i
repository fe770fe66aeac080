# 0 "driver_true.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "driver_true.c"

# 1 "/usr/include/stdio.h" 1 3 4
# 27 "/usr/include/stdio.h" 3 4
# 1 "/usr/include/bits/libc-header-start.h" 1 3 4
# 33 "/usr/include/bits/libc-header-start.h" 3 4
# 1 "/usr/include/features.h" 1 3 4
# 392 "/usr/include/features.h" 3 4
# 1 "/usr/include/features-time64.h" 1 3 4
# 20 "/usr/include/features-time64.h" 3 4
# 1 "/usr/include/bits/wordsize.h" 1 3 4
# 21 "/usr/include/features-time64.h" 2 3 4
# 1 "/usr/include/bits/timesize.h" 1 3 4
# 19 "/usr/include/bits/timesize.h" 3 4
# 1 "/usr/include/bits/wordsize.h" 1 3 4
# 20 "/usr/include/bits/timesize.h" 2 3 4
# 22 "/usr/include/features-time64.h" 2 3 4
# 393 "/usr/include/features.h" 2 3 4
# 489 "/usr/include/features.h" 3 4
# 1 "/usr/include/sys/cdefs.h" 1 3 4
# 561 "/usr/include/sys/cdefs.h" 3 4
# 1 "/usr/include/bits/wordsize.h" 1 3 4
# 562 "/usr/include/sys/cdefs.h" 2 3 4
# 1 "/usr/include/bits/long-double.h" 1 3 4
# 563 "/usr/include/sys/cdefs.h" 2 3 4
# 490 "/usr/include/features.h" 2 3 4
# 513 "/usr/include/features.h" 3 4
# 1 "/usr/include/gnu/stubs.h" 1 3 4






# 1 "/usr/include/gnu/stubs-32.h" 1 3 4
# 8 "/usr/include/gnu/stubs.h" 2 3 4
# 514 "/usr/include/features.h" 2 3 4
# 34 "/usr/include/bits/libc-header-start.h" 2 3 4
# 28 "/usr/include/stdio.h" 2 3 4





# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 214 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4

# 214 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef unsigned int size_t;
# 34 "/usr/include/stdio.h" 2 3 4


# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 1 3 4
# 40 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 3 4
typedef __builtin_va_list __gnuc_va_list;
# 37 "/usr/include/stdio.h" 2 3 4

# 1 "/usr/include/bits/types.h" 1 3 4
# 27 "/usr/include/bits/types.h" 3 4
# 1 "/usr/include/bits/wordsize.h" 1 3 4
# 28 "/usr/include/bits/types.h" 2 3 4
# 1 "/usr/include/bits/timesize.h" 1 3 4
# 19 "/usr/include/bits/timesize.h" 3 4
# 1 "/usr/include/bits/wordsize.h" 1 3 4
# 20 "/usr/include/bits/timesize.h" 2 3 4
# 29 "/usr/include/bits/types.h" 2 3 4


typedef unsigned char __u_char;
typedef unsigned short int __u_short;
typedef unsigned int __u_int;
typedef unsigned long int __u_long;


typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef signed short int __int16_t;
typedef unsigned short int __uint16_t;
typedef signed int __int32_t;
typedef unsigned int __uint32_t;




__extension__ typedef signed long long int __int64_t;
__extension__ typedef unsigned long long int __uint64_t;



typedef __int8_t __int_least8_t;
typedef __uint8_t __uint_least8_t;
typedef __int16_t __int_least16_t;
typedef __uint16_t __uint_least16_t;
typedef __int32_t __int_least32_t;
typedef __uint32_t __uint_least32_t;
typedef __int64_t __int_least64_t;
typedef __uint64_t __uint_least64_t;






__extension__ typedef long long int __quad_t;
__extension__ typedef unsigned long long int __u_quad_t;







__extension__ typedef long long int __intmax_t;
__extension__ typedef unsigned long long int __uintmax_t;
# 141 "/usr/include/bits/types.h" 3 4
# 1 "/usr/include/bits/typesizes.h" 1 3 4
# 142 "/usr/include/bits/types.h" 2 3 4
# 1 "/usr/include/bits/time64.h" 1 3 4
# 143 "/usr/include/bits/types.h" 2 3 4


__extension__ typedef __uint64_t __dev_t;
__extension__ typedef unsigned int __uid_t;
__extension__ typedef unsigned int __gid_t;
__extension__ typedef unsigned long int __ino_t;
__extension__ typedef __uint64_t __ino64_t;
__extension__ typedef unsigned int __mode_t;
__extension__ typedef unsigned int __nlink_t;
__extension__ typedef long int __off_t;
__extension__ typedef __int64_t __off64_t;
__extension__ typedef int __pid_t;
__extension__ typedef struct { int __val[2]; } __fsid_t;
__extension__ typedef long int __clock_t;
__extension__ typedef unsigned long int __rlim_t;
__extension__ typedef __uint64_t __rlim64_t;
__extension__ typedef unsigned int __id_t;
__extension__ typedef long int __time_t;
__extension__ typedef unsigned int __useconds_t;
__extension__ typedef long int __suseconds_t;
__extension__ typedef __int64_t __suseconds64_t;

__extension__ typedef int __daddr_t;
__extension__ typedef int __key_t;


__extension__ typedef int __clockid_t;


__extension__ typedef void * __timer_t;


__extension__ typedef long int __blksize_t;




__extension__ typedef long int __blkcnt_t;
__extension__ typedef __int64_t __blkcnt64_t;


__extension__ typedef unsigned long int __fsblkcnt_t;
__extension__ typedef __uint64_t __fsblkcnt64_t;


__extension__ typedef unsigned long int __fsfilcnt_t;
__extension__ typedef __uint64_t __fsfilcnt64_t;


__extension__ typedef int __fsword_t;

__extension__ typedef int __ssize_t;


__extension__ typedef long int __syscall_slong_t;

__extension__ typedef unsigned long int __syscall_ulong_t;



typedef __off64_t __loff_t;
typedef char *__caddr_t;


__extension__ typedef int __intptr_t;


__extension__ typedef unsigned int __socklen_t;




typedef int __sig_atomic_t;







__extension__ typedef __int64_t __time64_t;
# 39 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/bits/types/__fpos_t.h" 1 3 4




# 1 "/usr/include/bits/types/__mbstate_t.h" 1 3 4
# 13 "/usr/include/bits/types/__mbstate_t.h" 3 4
typedef struct
{
  int __count;
  union
  {
    unsigned int __wch;
    char __wchb[4];
  } __value;
} __mbstate_t;
# 6 "/usr/include/bits/types/__fpos_t.h" 2 3 4




typedef struct _G_fpos_t
{
  __off_t __pos;
  __mbstate_t __state;
} __fpos_t;
# 40 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/bits/types/__fpos64_t.h" 1 3 4
# 10 "/usr/include/bits/types/__fpos64_t.h" 3 4
typedef struct _G_fpos64_t
{
  __off64_t __pos;
  __mbstate_t __state;
} __fpos64_t;
# 41 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/bits/types/__FILE.h" 1 3 4



struct _IO_FILE;
typedef struct _IO_FILE __FILE;
# 42 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/bits/types/FILE.h" 1 3 4



struct _IO_FILE;


typedef struct _IO_FILE FILE;
# 43 "/usr/include/stdio.h" 2 3 4
# 1 "/usr/include/bits/types/struct_FILE.h" 1 3 4
# 35 "/usr/include/bits/types/struct_FILE.h" 3 4
struct _IO_FILE;
struct _IO_marker;
struct _IO_codecvt;
struct _IO_wide_data;




typedef void _IO_lock_t;





struct _IO_FILE
{
  int _flags;


  char *_IO_read_ptr;
  char *_IO_read_end;
  char *_IO_read_base;
  char *_IO_write_base;
  char *_IO_write_ptr;
  char *_IO_write_end;
  char *_IO_buf_base;
  char *_IO_buf_end;


  char *_IO_save_base;
  char *_IO_backup_base;
  char *_IO_save_end;

  struct _IO_marker *_markers;

  struct _IO_FILE *_chain;

  int _fileno;
  int _flags2;
  __off_t _old_offset;


  unsigned short _cur_column;
  signed char _vtable_offset;
  char _shortbuf[1];

  _IO_lock_t *_lock;







  __off64_t _offset;

  struct _IO_codecvt *_codecvt;
  struct _IO_wide_data *_wide_data;
  struct _IO_FILE *_freeres_list;
  void *_freeres_buf;
  size_t __pad5;
  int _mode;

  char _unused2[15 * sizeof (int) - 4 * sizeof (void *) - sizeof (size_t)];
};
# 44 "/usr/include/stdio.h" 2 3 4
# 52 "/usr/include/stdio.h" 3 4
typedef __gnuc_va_list va_list;
# 63 "/usr/include/stdio.h" 3 4
typedef __off_t off_t;
# 77 "/usr/include/stdio.h" 3 4
typedef __ssize_t ssize_t;






typedef __fpos_t fpos_t;
# 133 "/usr/include/stdio.h" 3 4
# 1 "/usr/include/bits/stdio_lim.h" 1 3 4
# 134 "/usr/include/stdio.h" 2 3 4
# 143 "/usr/include/stdio.h" 3 4
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;






extern int remove (const char *__filename) __attribute__ ((__nothrow__ , __leaf__));

extern int rename (const char *__old, const char *__new) __attribute__ ((__nothrow__ , __leaf__));



extern int renameat (int __oldfd, const char *__old, int __newfd,
       const char *__new) __attribute__ ((__nothrow__ , __leaf__));
# 178 "/usr/include/stdio.h" 3 4
extern int fclose (FILE *__stream);
# 188 "/usr/include/stdio.h" 3 4
extern FILE *tmpfile (void)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
# 205 "/usr/include/stdio.h" 3 4
extern char *tmpnam (char[20]) __attribute__ ((__nothrow__ , __leaf__)) ;




extern char *tmpnam_r (char __s[20]) __attribute__ ((__nothrow__ , __leaf__)) ;
# 222 "/usr/include/stdio.h" 3 4
extern char *tempnam (const char *__dir, const char *__pfx)
   __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (__builtin_free, 1)));






extern int fflush (FILE *__stream);
# 239 "/usr/include/stdio.h" 3 4
extern int fflush_unlocked (FILE *__stream);
# 258 "/usr/include/stdio.h" 3 4
extern FILE *fopen (const char *__restrict __filename,
      const char *__restrict __modes)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;




extern FILE *freopen (const char *__restrict __filename,
        const char *__restrict __modes,
        FILE *__restrict __stream) ;
# 293 "/usr/include/stdio.h" 3 4
extern FILE *fdopen (int __fd, const char *__modes) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
# 308 "/usr/include/stdio.h" 3 4
extern FILE *fmemopen (void *__s, size_t __len, const char *__modes)
  __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;




extern FILE *open_memstream (char **__bufloc, size_t *__sizeloc) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (fclose, 1))) ;
# 328 "/usr/include/stdio.h" 3 4
extern void setbuf (FILE *__restrict __stream, char *__restrict __buf) __attribute__ ((__nothrow__ , __leaf__));



extern int setvbuf (FILE *__restrict __stream, char *__restrict __buf,
      int __modes, size_t __n) __attribute__ ((__nothrow__ , __leaf__));




extern void setbuffer (FILE *__restrict __stream, char *__restrict __buf,
         size_t __size) __attribute__ ((__nothrow__ , __leaf__));


extern void setlinebuf (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));







extern int fprintf (FILE *__restrict __stream,
      const char *__restrict __format, ...);




extern int printf (const char *__restrict __format, ...);

extern int sprintf (char *__restrict __s,
      const char *__restrict __format, ...) __attribute__ ((__nothrow__));





extern int vfprintf (FILE *__restrict __s, const char *__restrict __format,
       __gnuc_va_list __arg);




extern int vprintf (const char *__restrict __format, __gnuc_va_list __arg);

extern int vsprintf (char *__restrict __s, const char *__restrict __format,
       __gnuc_va_list __arg) __attribute__ ((__nothrow__));



extern int snprintf (char *__restrict __s, size_t __maxlen,
       const char *__restrict __format, ...)
     __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 3, 4)));

extern int vsnprintf (char *__restrict __s, size_t __maxlen,
        const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__nothrow__)) __attribute__ ((__format__ (__printf__, 3, 0)));
# 403 "/usr/include/stdio.h" 3 4
extern int vdprintf (int __fd, const char *__restrict __fmt,
       __gnuc_va_list __arg)
     __attribute__ ((__format__ (__printf__, 2, 0)));
extern int dprintf (int __fd, const char *__restrict __fmt, ...)
     __attribute__ ((__format__ (__printf__, 2, 3)));







extern int fscanf (FILE *__restrict __stream,
     const char *__restrict __format, ...) ;




extern int scanf (const char *__restrict __format, ...) ;

extern int sscanf (const char *__restrict __s,
     const char *__restrict __format, ...) __attribute__ ((__nothrow__ , __leaf__));





# 1 "/usr/include/bits/floatn.h" 1 3 4
# 120 "/usr/include/bits/floatn.h" 3 4
# 1 "/usr/include/bits/floatn-common.h" 1 3 4
# 24 "/usr/include/bits/floatn-common.h" 3 4
# 1 "/usr/include/bits/long-double.h" 1 3 4
# 25 "/usr/include/bits/floatn-common.h" 2 3 4
# 121 "/usr/include/bits/floatn.h" 2 3 4
# 431 "/usr/include/stdio.h" 2 3 4



extern int fscanf (FILE *__restrict __stream, const char *__restrict __format, ...) __asm__ ("" "__isoc99_fscanf")

                               ;
extern int scanf (const char *__restrict __format, ...) __asm__ ("" "__isoc99_scanf")
                              ;
extern int sscanf (const char *__restrict __s, const char *__restrict __format, ...) __asm__ ("" "__isoc99_sscanf") __attribute__ ((__nothrow__ , __leaf__))

                      ;
# 459 "/usr/include/stdio.h" 3 4
extern int vfscanf (FILE *__restrict __s, const char *__restrict __format,
      __gnuc_va_list __arg)
     __attribute__ ((__format__ (__scanf__, 2, 0))) ;





extern int vscanf (const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__format__ (__scanf__, 1, 0))) ;


extern int vsscanf (const char *__restrict __s,
      const char *__restrict __format, __gnuc_va_list __arg)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__format__ (__scanf__, 2, 0)));





extern int vfscanf (FILE *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vfscanf")



     __attribute__ ((__format__ (__scanf__, 2, 0))) ;
extern int vscanf (const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vscanf")

     __attribute__ ((__format__ (__scanf__, 1, 0))) ;
extern int vsscanf (const char *__restrict __s, const char *__restrict __format, __gnuc_va_list __arg) __asm__ ("" "__isoc99_vsscanf") __attribute__ ((__nothrow__ , __leaf__))



     __attribute__ ((__format__ (__scanf__, 2, 0)));
# 513 "/usr/include/stdio.h" 3 4
extern int fgetc (FILE *__stream);
extern int getc (FILE *__stream);





extern int getchar (void);






extern int getc_unlocked (FILE *__stream);
extern int getchar_unlocked (void);
# 538 "/usr/include/stdio.h" 3 4
extern int fgetc_unlocked (FILE *__stream);
# 549 "/usr/include/stdio.h" 3 4
extern int fputc (int __c, FILE *__stream);
extern int putc (int __c, FILE *__stream);





extern int putchar (int __c);
# 565 "/usr/include/stdio.h" 3 4
extern int fputc_unlocked (int __c, FILE *__stream);







extern int putc_unlocked (int __c, FILE *__stream);
extern int putchar_unlocked (int __c);






extern int getw (FILE *__stream);


extern int putw (int __w, FILE *__stream);







extern char *fgets (char *__restrict __s, int __n, FILE *__restrict __stream)
     __attribute__ ((__access__ (__write_only__, 1, 2)));
# 632 "/usr/include/stdio.h" 3 4
extern __ssize_t __getdelim (char **__restrict __lineptr,
                             size_t *__restrict __n, int __delimiter,
                             FILE *__restrict __stream) ;
extern __ssize_t getdelim (char **__restrict __lineptr,
                           size_t *__restrict __n, int __delimiter,
                           FILE *__restrict __stream) ;







extern __ssize_t getline (char **__restrict __lineptr,
                          size_t *__restrict __n,
                          FILE *__restrict __stream) ;







extern int fputs (const char *__restrict __s, FILE *__restrict __stream);





extern int puts (const char *__s);






extern int ungetc (int __c, FILE *__stream);






extern size_t fread (void *__restrict __ptr, size_t __size,
       size_t __n, FILE *__restrict __stream) ;




extern size_t fwrite (const void *__restrict __ptr, size_t __size,
        size_t __n, FILE *__restrict __s);
# 702 "/usr/include/stdio.h" 3 4
extern size_t fread_unlocked (void *__restrict __ptr, size_t __size,
         size_t __n, FILE *__restrict __stream) ;
extern size_t fwrite_unlocked (const void *__restrict __ptr, size_t __size,
          size_t __n, FILE *__restrict __stream);







extern int fseek (FILE *__stream, long int __off, int __whence);




extern long int ftell (FILE *__stream) ;




extern void rewind (FILE *__stream);
# 736 "/usr/include/stdio.h" 3 4
extern int fseeko (FILE *__stream, __off_t __off, int __whence);




extern __off_t ftello (FILE *__stream) ;
# 760 "/usr/include/stdio.h" 3 4
extern int fgetpos (FILE *__restrict __stream, fpos_t *__restrict __pos);




extern int fsetpos (FILE *__stream, const fpos_t *__pos);
# 786 "/usr/include/stdio.h" 3 4
extern void clearerr (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));

extern int feof (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;

extern int ferror (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;



extern void clearerr_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
extern int feof_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
extern int ferror_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;







extern void perror (const char *__s);




extern int fileno (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;




extern int fileno_unlocked (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;
# 823 "/usr/include/stdio.h" 3 4
extern int pclose (FILE *__stream);





extern FILE *popen (const char *__command, const char *__modes)
  __attribute__ ((__malloc__)) __attribute__ ((__malloc__ (pclose, 1))) ;






extern char *ctermid (char *__s) __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__access__ (__write_only__, 1)));
# 867 "/usr/include/stdio.h" 3 4
extern void flockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));



extern int ftrylockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__)) ;


extern void funlockfile (FILE *__stream) __attribute__ ((__nothrow__ , __leaf__));
# 885 "/usr/include/stdio.h" 3 4
extern int __uflow (FILE *);
extern int __overflow (FILE *, int);
# 902 "/usr/include/stdio.h" 3 4
# 1 "/usr/include/bits/stdio.h" 1 3 4
# 38 "/usr/include/bits/stdio.h" 3 4
extern __inline __attribute__ ((__gnu_inline__)) int
vprintf (const char *__restrict __fmt, __gnuc_va_list __arg)
{
  return vfprintf (stdout, __fmt, __arg);
}



extern __inline __attribute__ ((__gnu_inline__)) int
getchar (void)
{
  return getc (stdin);
}




extern __inline __attribute__ ((__gnu_inline__)) int
fgetc_unlocked (FILE *__fp)
{
  return (__builtin_expect (((__fp)->_IO_read_ptr >= (__fp)->_IO_read_end), 0) ? __uflow (__fp) : *(unsigned char *) (__fp)->_IO_read_ptr++);
}





extern __inline __attribute__ ((__gnu_inline__)) int
getc_unlocked (FILE *__fp)
{
  return (__builtin_expect (((__fp)->_IO_read_ptr >= (__fp)->_IO_read_end), 0) ? __uflow (__fp) : *(unsigned char *) (__fp)->_IO_read_ptr++);
}


extern __inline __attribute__ ((__gnu_inline__)) int
getchar_unlocked (void)
{
  return (__builtin_expect (((stdin)->_IO_read_ptr >= (stdin)->_IO_read_end), 0) ? __uflow (stdin) : *(unsigned char *) (stdin)->_IO_read_ptr++);
}




extern __inline __attribute__ ((__gnu_inline__)) int
putchar (int __c)
{
  return putc (__c, stdout);
}




extern __inline __attribute__ ((__gnu_inline__)) int
fputc_unlocked (int __c, FILE *__stream)
{
  return (__builtin_expect (((__stream)->_IO_write_ptr >= (__stream)->_IO_write_end), 0) ? __overflow (__stream, (unsigned char) (__c)) : (unsigned char) (*(__stream)->_IO_write_ptr++ = (__c)));
}





extern __inline __attribute__ ((__gnu_inline__)) int
putc_unlocked (int __c, FILE *__stream)
{
  return (__builtin_expect (((__stream)->_IO_write_ptr >= (__stream)->_IO_write_end), 0) ? __overflow (__stream, (unsigned char) (__c)) : (unsigned char) (*(__stream)->_IO_write_ptr++ = (__c)));
}


extern __inline __attribute__ ((__gnu_inline__)) int
putchar_unlocked (int __c)
{
  return (__builtin_expect (((stdout)->_IO_write_ptr >= (stdout)->_IO_write_end), 0) ? __overflow (stdout, (unsigned char) (__c)) : (unsigned char) (*(stdout)->_IO_write_ptr++ = (__c)));
}
# 127 "/usr/include/bits/stdio.h" 3 4
extern __inline __attribute__ ((__gnu_inline__)) int
__attribute__ ((__nothrow__ , __leaf__)) feof_unlocked (FILE *__stream)
{
  return (((__stream)->_flags & 0x0010) != 0);
}


extern __inline __attribute__ ((__gnu_inline__)) int
__attribute__ ((__nothrow__ , __leaf__)) ferror_unlocked (FILE *__stream)
{
  return (((__stream)->_flags & 0x0020) != 0);
}
# 903 "/usr/include/stdio.h" 2 3 4







# 3 "driver_true.c" 2
# 1 "/usr/include/stdlib.h" 1 3 4
# 26 "/usr/include/stdlib.h" 3 4
# 1 "/usr/include/bits/libc-header-start.h" 1 3 4
# 27 "/usr/include/stdlib.h" 2 3 4





# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 329 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef long int wchar_t;
# 33 "/usr/include/stdlib.h" 2 3 4







# 1 "/usr/include/bits/waitflags.h" 1 3 4
# 41 "/usr/include/stdlib.h" 2 3 4
# 1 "/usr/include/bits/waitstatus.h" 1 3 4
# 42 "/usr/include/stdlib.h" 2 3 4
# 59 "/usr/include/stdlib.h" 3 4
typedef struct
  {
    int quot;
    int rem;
  } div_t;



typedef struct
  {
    long int quot;
    long int rem;
  } ldiv_t;





__extension__ typedef struct
  {
    long long int quot;
    long long int rem;
  } lldiv_t;
# 98 "/usr/include/stdlib.h" 3 4
extern size_t __ctype_get_mb_cur_max (void) __attribute__ ((__nothrow__ , __leaf__)) ;



extern double atof (const char *__nptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;

extern int atoi (const char *__nptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;

extern long int atol (const char *__nptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;



__extension__ extern long long int atoll (const char *__nptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;



extern double strtod (const char *__restrict __nptr,
        char **__restrict __endptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));



extern float strtof (const char *__restrict __nptr,
       char **__restrict __endptr) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));

extern long double strtold (const char *__restrict __nptr,
       char **__restrict __endptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 177 "/usr/include/stdlib.h" 3 4
extern long int strtol (const char *__restrict __nptr,
   char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));

extern unsigned long int strtoul (const char *__restrict __nptr,
      char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));



__extension__
extern long long int strtoq (const char *__restrict __nptr,
        char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));

__extension__
extern unsigned long long int strtouq (const char *__restrict __nptr,
           char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));




__extension__
extern long long int strtoll (const char *__restrict __nptr,
         char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));

__extension__
extern unsigned long long int strtoull (const char *__restrict __nptr,
     char **__restrict __endptr, int __base)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 361 "/usr/include/stdlib.h" 3 4
extern __inline __attribute__ ((__gnu_inline__)) int
__attribute__ ((__nothrow__ , __leaf__)) atoi (const char *__nptr)
{
  return (int) strtol (__nptr, (char **) ((void *)0), 10);
}
extern __inline __attribute__ ((__gnu_inline__)) long int
__attribute__ ((__nothrow__ , __leaf__)) atol (const char *__nptr)
{
  return strtol (__nptr, (char **) ((void *)0), 10);
}


__extension__ extern __inline __attribute__ ((__gnu_inline__)) long long int
__attribute__ ((__nothrow__ , __leaf__)) atoll (const char *__nptr)
{
  return strtoll (__nptr, (char **) ((void *)0), 10);
}
# 386 "/usr/include/stdlib.h" 3 4
extern char *l64a (long int __n) __attribute__ ((__nothrow__ , __leaf__)) ;


extern long int a64l (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1))) ;




# 1 "/usr/include/sys/types.h" 1 3 4
# 27 "/usr/include/sys/types.h" 3 4






typedef __u_char u_char;
typedef __u_short u_short;
typedef __u_int u_int;
typedef __u_long u_long;
typedef __quad_t quad_t;
typedef __u_quad_t u_quad_t;
typedef __fsid_t fsid_t;


typedef __loff_t loff_t;




typedef __ino_t ino_t;
# 59 "/usr/include/sys/types.h" 3 4
typedef __dev_t dev_t;




typedef __gid_t gid_t;




typedef __mode_t mode_t;




typedef __nlink_t nlink_t;




typedef __uid_t uid_t;
# 97 "/usr/include/sys/types.h" 3 4
typedef __pid_t pid_t;





typedef __id_t id_t;
# 114 "/usr/include/sys/types.h" 3 4
typedef __daddr_t daddr_t;
typedef __caddr_t caddr_t;





typedef __key_t key_t;




# 1 "/usr/include/bits/types/clock_t.h" 1 3 4






typedef __clock_t clock_t;
# 127 "/usr/include/sys/types.h" 2 3 4

# 1 "/usr/include/bits/types/clockid_t.h" 1 3 4






typedef __clockid_t clockid_t;
# 129 "/usr/include/sys/types.h" 2 3 4
# 1 "/usr/include/bits/types/time_t.h" 1 3 4
# 10 "/usr/include/bits/types/time_t.h" 3 4
typedef __time_t time_t;
# 130 "/usr/include/sys/types.h" 2 3 4
# 1 "/usr/include/bits/types/timer_t.h" 1 3 4






typedef __timer_t timer_t;
# 131 "/usr/include/sys/types.h" 2 3 4
# 144 "/usr/include/sys/types.h" 3 4
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 145 "/usr/include/sys/types.h" 2 3 4



typedef unsigned long int ulong;
typedef unsigned short int ushort;
typedef unsigned int uint;




# 1 "/usr/include/bits/stdint-intn.h" 1 3 4
# 24 "/usr/include/bits/stdint-intn.h" 3 4
typedef __int8_t int8_t;
typedef __int16_t int16_t;
typedef __int32_t int32_t;
typedef __int64_t int64_t;
# 156 "/usr/include/sys/types.h" 2 3 4


typedef __uint8_t u_int8_t;
typedef __uint16_t u_int16_t;
typedef __uint32_t u_int32_t;
typedef __uint64_t u_int64_t;


typedef int register_t __attribute__ ((__mode__ (__word__)));
# 176 "/usr/include/sys/types.h" 3 4
# 1 "/usr/include/endian.h" 1 3 4
# 24 "/usr/include/endian.h" 3 4
# 1 "/usr/include/bits/endian.h" 1 3 4
# 35 "/usr/include/bits/endian.h" 3 4
# 1 "/usr/include/bits/endianness.h" 1 3 4
# 36 "/usr/include/bits/endian.h" 2 3 4
# 25 "/usr/include/endian.h" 2 3 4
# 35 "/usr/include/endian.h" 3 4
# 1 "/usr/include/bits/byteswap.h" 1 3 4
# 33 "/usr/include/bits/byteswap.h" 3 4
static __inline __uint16_t
__bswap_16 (__uint16_t __bsx)
{

  return __builtin_bswap16 (__bsx);



}






static __inline __uint32_t
__bswap_32 (__uint32_t __bsx)
{

  return __builtin_bswap32 (__bsx);



}
# 69 "/usr/include/bits/byteswap.h" 3 4
__extension__ static __inline __uint64_t
__bswap_64 (__uint64_t __bsx)
{

  return __builtin_bswap64 (__bsx);



}
# 36 "/usr/include/endian.h" 2 3 4
# 1 "/usr/include/bits/uintn-identity.h" 1 3 4
# 32 "/usr/include/bits/uintn-identity.h" 3 4
static __inline __uint16_t
__uint16_identity (__uint16_t __x)
{
  return __x;
}

static __inline __uint32_t
__uint32_identity (__uint32_t __x)
{
  return __x;
}

static __inline __uint64_t
__uint64_identity (__uint64_t __x)
{
  return __x;
}
# 37 "/usr/include/endian.h" 2 3 4
# 177 "/usr/include/sys/types.h" 2 3 4


# 1 "/usr/include/sys/select.h" 1 3 4
# 30 "/usr/include/sys/select.h" 3 4
# 1 "/usr/include/bits/select.h" 1 3 4
# 31 "/usr/include/sys/select.h" 2 3 4


# 1 "/usr/include/bits/types/sigset_t.h" 1 3 4



# 1 "/usr/include/bits/types/__sigset_t.h" 1 3 4




typedef struct
{
  unsigned long int __val[(1024 / (8 * sizeof (unsigned long int)))];
} __sigset_t;
# 5 "/usr/include/bits/types/sigset_t.h" 2 3 4


typedef __sigset_t sigset_t;
# 34 "/usr/include/sys/select.h" 2 3 4



# 1 "/usr/include/bits/types/struct_timeval.h" 1 3 4







struct timeval
{




  __time_t tv_sec;
  __suseconds_t tv_usec;

};
# 38 "/usr/include/sys/select.h" 2 3 4

# 1 "/usr/include/bits/types/struct_timespec.h" 1 3 4
# 11 "/usr/include/bits/types/struct_timespec.h" 3 4
struct timespec
{



  __time_t tv_sec;




  __syscall_slong_t tv_nsec;
# 31 "/usr/include/bits/types/struct_timespec.h" 3 4
};
# 40 "/usr/include/sys/select.h" 2 3 4



typedef __suseconds_t suseconds_t;





typedef long int __fd_mask;
# 59 "/usr/include/sys/select.h" 3 4
typedef struct
  {






    __fd_mask __fds_bits[1024 / (8 * (int) sizeof (__fd_mask))];


  } fd_set;






typedef __fd_mask fd_mask;
# 91 "/usr/include/sys/select.h" 3 4

# 102 "/usr/include/sys/select.h" 3 4
extern int select (int __nfds, fd_set *__restrict __readfds,
     fd_set *__restrict __writefds,
     fd_set *__restrict __exceptfds,
     struct timeval *__restrict __timeout);
# 127 "/usr/include/sys/select.h" 3 4
extern int pselect (int __nfds, fd_set *__restrict __readfds,
      fd_set *__restrict __writefds,
      fd_set *__restrict __exceptfds,
      const struct timespec *__restrict __timeout,
      const __sigset_t *__restrict __sigmask);
# 153 "/usr/include/sys/select.h" 3 4

# 180 "/usr/include/sys/types.h" 2 3 4





typedef __blksize_t blksize_t;






typedef __blkcnt_t blkcnt_t;



typedef __fsblkcnt_t fsblkcnt_t;



typedef __fsfilcnt_t fsfilcnt_t;
# 227 "/usr/include/sys/types.h" 3 4
# 1 "/usr/include/bits/pthreadtypes.h" 1 3 4
# 23 "/usr/include/bits/pthreadtypes.h" 3 4
# 1 "/usr/include/bits/thread-shared-types.h" 1 3 4
# 44 "/usr/include/bits/thread-shared-types.h" 3 4
# 1 "/usr/include/bits/pthreadtypes-arch.h" 1 3 4
# 21 "/usr/include/bits/pthreadtypes-arch.h" 3 4
# 1 "/usr/include/bits/wordsize.h" 1 3 4
# 22 "/usr/include/bits/pthreadtypes-arch.h" 2 3 4
# 45 "/usr/include/bits/thread-shared-types.h" 2 3 4

# 1 "/usr/include/bits/atomic_wide_counter.h" 1 3 4
# 25 "/usr/include/bits/atomic_wide_counter.h" 3 4
typedef union
{
  __extension__ unsigned long long int __value64;
  struct
  {
    unsigned int __low;
    unsigned int __high;
  } __value32;
} __atomic_wide_counter;
# 47 "/usr/include/bits/thread-shared-types.h" 2 3 4




typedef struct __pthread_internal_list
{
  struct __pthread_internal_list *__prev;
  struct __pthread_internal_list *__next;
} __pthread_list_t;

typedef struct __pthread_internal_slist
{
  struct __pthread_internal_slist *__next;
} __pthread_slist_t;
# 76 "/usr/include/bits/thread-shared-types.h" 3 4
# 1 "/usr/include/bits/struct_mutex.h" 1 3 4
# 22 "/usr/include/bits/struct_mutex.h" 3 4
struct __pthread_mutex_s
{
  int __lock;
  unsigned int __count;
  int __owner;





  int __kind;






  unsigned int __nusers;
  __extension__ union
  {
    struct
    {
      short __espins;
      short __eelision;


    } __elision_data;
    __pthread_slist_t __list;
  };


};
# 77 "/usr/include/bits/thread-shared-types.h" 2 3 4
# 89 "/usr/include/bits/thread-shared-types.h" 3 4
# 1 "/usr/include/bits/struct_rwlock.h" 1 3 4
# 23 "/usr/include/bits/struct_rwlock.h" 3 4
struct __pthread_rwlock_arch_t
{
  unsigned int __readers;
  unsigned int __writers;
  unsigned int __wrphase_futex;
  unsigned int __writers_futex;
  unsigned int __pad3;
  unsigned int __pad4;
# 49 "/usr/include/bits/struct_rwlock.h" 3 4
  unsigned char __flags;
  unsigned char __shared;
  signed char __rwelision;
  unsigned char __pad2;
  int __cur_writer;

};
# 90 "/usr/include/bits/thread-shared-types.h" 2 3 4




struct __pthread_cond_s
{
  __atomic_wide_counter __wseq;
  __atomic_wide_counter __g1_start;
  unsigned int __g_refs[2] ;
  unsigned int __g_size[2];
  unsigned int __g1_orig_size;
  unsigned int __wrefs;
  unsigned int __g_signals[2];
};

typedef unsigned int __tss_t;
typedef unsigned long int __thrd_t;

typedef struct
{
  int __data ;
} __once_flag;
# 24 "/usr/include/bits/pthreadtypes.h" 2 3 4



typedef unsigned long int pthread_t;




typedef union
{
  char __size[4];
  int __align;
} pthread_mutexattr_t;




typedef union
{
  char __size[4];
  int __align;
} pthread_condattr_t;



typedef unsigned int pthread_key_t;



typedef int pthread_once_t;


union pthread_attr_t
{
  char __size[36];
  long int __align;
};

typedef union pthread_attr_t pthread_attr_t;




typedef union
{
  struct __pthread_mutex_s __data;
  char __size[24];
  long int __align;
} pthread_mutex_t;


typedef union
{
  struct __pthread_cond_s __data;
  char __size[48];
  __extension__ long long int __align;
} pthread_cond_t;





typedef union
{
  struct __pthread_rwlock_arch_t __data;
  char __size[32];
  long int __align;
} pthread_rwlock_t;

typedef union
{
  char __size[8];
  long int __align;
} pthread_rwlockattr_t;





typedef volatile int pthread_spinlock_t;




typedef union
{
  char __size[20];
  long int __align;
} pthread_barrier_t;

typedef union
{
  char __size[4];
  int __align;
} pthread_barrierattr_t;
# 228 "/usr/include/sys/types.h" 2 3 4



# 396 "/usr/include/stdlib.h" 2 3 4






extern long int random (void) __attribute__ ((__nothrow__ , __leaf__));


extern void srandom (unsigned int __seed) __attribute__ ((__nothrow__ , __leaf__));





extern char *initstate (unsigned int __seed, char *__statebuf,
   size_t __statelen) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));



extern char *setstate (char *__statebuf) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));







struct random_data
  {
    int32_t *fptr;
    int32_t *rptr;
    int32_t *state;
    int rand_type;
    int rand_deg;
    int rand_sep;
    int32_t *end_ptr;
  };

extern int random_r (struct random_data *__restrict __buf,
       int32_t *__restrict __result) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));

extern int srandom_r (unsigned int __seed, struct random_data *__buf)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));

extern int initstate_r (unsigned int __seed, char *__restrict __statebuf,
   size_t __statelen,
   struct random_data *__restrict __buf)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 4)));

extern int setstate_r (char *__restrict __statebuf,
         struct random_data *__restrict __buf)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));





extern int rand (void) __attribute__ ((__nothrow__ , __leaf__));

extern void srand (unsigned int __seed) __attribute__ ((__nothrow__ , __leaf__));



extern int rand_r (unsigned int *__seed) __attribute__ ((__nothrow__ , __leaf__));







extern double drand48 (void) __attribute__ ((__nothrow__ , __leaf__));
extern double erand48 (unsigned short int __xsubi[3]) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));


extern long int lrand48 (void) __attribute__ ((__nothrow__ , __leaf__));
extern long int nrand48 (unsigned short int __xsubi[3])
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));


extern long int mrand48 (void) __attribute__ ((__nothrow__ , __leaf__));
extern long int jrand48 (unsigned short int __xsubi[3])
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));


extern void srand48 (long int __seedval) __attribute__ ((__nothrow__ , __leaf__));
extern unsigned short int *seed48 (unsigned short int __seed16v[3])
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
extern void lcong48 (unsigned short int __param[7]) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));





struct drand48_data
  {
    unsigned short int __x[3];
    unsigned short int __old_x[3];
    unsigned short int __c;
    unsigned short int __init;
    __extension__ unsigned long long int __a;

  };


extern int drand48_r (struct drand48_data *__restrict __buffer,
        double *__restrict __result) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int erand48_r (unsigned short int __xsubi[3],
        struct drand48_data *__restrict __buffer,
        double *__restrict __result) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern int lrand48_r (struct drand48_data *__restrict __buffer,
        long int *__restrict __result)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int nrand48_r (unsigned short int __xsubi[3],
        struct drand48_data *__restrict __buffer,
        long int *__restrict __result)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern int mrand48_r (struct drand48_data *__restrict __buffer,
        long int *__restrict __result)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern int jrand48_r (unsigned short int __xsubi[3],
        struct drand48_data *__restrict __buffer,
        long int *__restrict __result)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern int srand48_r (long int __seedval, struct drand48_data *__buffer)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));

extern int seed48_r (unsigned short int __seed16v[3],
       struct drand48_data *__buffer) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));

extern int lcong48_r (unsigned short int __param[7],
        struct drand48_data *__buffer)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern __uint32_t arc4random (void)
     __attribute__ ((__nothrow__ , __leaf__)) ;


extern void arc4random_buf (void *__buf, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));



extern __uint32_t arc4random_uniform (__uint32_t __upper_bound)
     __attribute__ ((__nothrow__ , __leaf__)) ;




extern void *malloc (size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__))
     __attribute__ ((__alloc_size__ (1))) ;

extern void *calloc (size_t __nmemb, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__alloc_size__ (1, 2))) ;






extern void *realloc (void *__ptr, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__warn_unused_result__)) __attribute__ ((__alloc_size__ (2)));


extern void free (void *__ptr) __attribute__ ((__nothrow__ , __leaf__));







extern void *reallocarray (void *__ptr, size_t __nmemb, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__warn_unused_result__))
     __attribute__ ((__alloc_size__ (2, 3)))
    __attribute__ ((__malloc__ (__builtin_free, 1)));


extern void *reallocarray (void *__ptr, size_t __nmemb, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__ (reallocarray, 1)));



# 1 "/usr/include/alloca.h" 1 3 4
# 24 "/usr/include/alloca.h" 3 4
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 25 "/usr/include/alloca.h" 2 3 4







extern void *alloca (size_t __size) __attribute__ ((__nothrow__ , __leaf__));






# 588 "/usr/include/stdlib.h" 2 3 4





extern void *valloc (size_t __size) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__))
     __attribute__ ((__alloc_size__ (1))) ;




extern int posix_memalign (void **__memptr, size_t __alignment, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1))) ;




extern void *aligned_alloc (size_t __alignment, size_t __size)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__alloc_align__ (1)))
     __attribute__ ((__alloc_size__ (2))) ;



extern void abort (void) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));



extern int atexit (void (*__func) (void)) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));







extern int at_quick_exit (void (*__func) (void)) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));






extern int on_exit (void (*__func) (int __status, void *__arg), void *__arg)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));





extern void exit (int __status) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));





extern void quick_exit (int __status) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));





extern void _Exit (int __status) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));




extern char *getenv (const char *__name) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1))) ;
# 667 "/usr/include/stdlib.h" 3 4
extern int putenv (char *__string) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));





extern int setenv (const char *__name, const char *__value, int __replace)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));


extern int unsetenv (const char *__name) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));






extern int clearenv (void) __attribute__ ((__nothrow__ , __leaf__));
# 695 "/usr/include/stdlib.h" 3 4
extern char *mktemp (char *__template) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 708 "/usr/include/stdlib.h" 3 4
extern int mkstemp (char *__template) __attribute__ ((__nonnull__ (1))) ;
# 730 "/usr/include/stdlib.h" 3 4
extern int mkstemps (char *__template, int __suffixlen) __attribute__ ((__nonnull__ (1))) ;
# 751 "/usr/include/stdlib.h" 3 4
extern char *mkdtemp (char *__template) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1))) ;
# 804 "/usr/include/stdlib.h" 3 4
extern int system (const char *__command) ;
# 821 "/usr/include/stdlib.h" 3 4
extern char *realpath (const char *__restrict __name,
         char *__restrict __resolved) __attribute__ ((__nothrow__ , __leaf__)) ;






typedef int (*__compar_fn_t) (const void *, const void *);
# 841 "/usr/include/stdlib.h" 3 4
extern void *bsearch (const void *__key, const void *__base,
        size_t __nmemb, size_t __size, __compar_fn_t __compar)
     __attribute__ ((__nonnull__ (1, 2, 5))) ;


# 1 "/usr/include/bits/stdlib-bsearch.h" 1 3 4
# 19 "/usr/include/bits/stdlib-bsearch.h" 3 4
extern __inline __attribute__ ((__gnu_inline__)) void *
bsearch (const void *__key, const void *__base, size_t __nmemb, size_t __size,
  __compar_fn_t __compar)
{
  size_t __l, __u, __idx;
  const void *__p;
  int __comparison;

  __l = 0;
  __u = __nmemb;
  while (__l < __u)
    {
      __idx = (__l + __u) / 2;
      __p = (const void *) (((const char *) __base) + (__idx * __size));
      __comparison = (*__compar) (__key, __p);
      if (__comparison < 0)
 __u = __idx;
      else if (__comparison > 0)
 __l = __idx + 1;
      else
 {

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wcast-qual"

   return (void *) __p;

#pragma GCC diagnostic pop

 }
    }

  return ((void *)0);
}
# 847 "/usr/include/stdlib.h" 2 3 4




extern void qsort (void *__base, size_t __nmemb, size_t __size,
     __compar_fn_t __compar) __attribute__ ((__nonnull__ (1, 4)));
# 861 "/usr/include/stdlib.h" 3 4
extern int abs (int __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;
extern long int labs (long int __x) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;


__extension__ extern long long int llabs (long long int __x)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;






extern div_t div (int __numer, int __denom)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;
extern ldiv_t ldiv (long int __numer, long int __denom)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;


__extension__ extern lldiv_t lldiv (long long int __numer,
        long long int __denom)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__)) ;
# 893 "/usr/include/stdlib.h" 3 4
extern char *ecvt (double __value, int __ndigit, int *__restrict __decpt,
     int *__restrict __sign) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4))) ;




extern char *fcvt (double __value, int __ndigit, int *__restrict __decpt,
     int *__restrict __sign) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4))) ;




extern char *gcvt (double __value, int __ndigit, char *__buf)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3))) ;




extern char *qecvt (long double __value, int __ndigit,
      int *__restrict __decpt, int *__restrict __sign)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4))) ;
extern char *qfcvt (long double __value, int __ndigit,
      int *__restrict __decpt, int *__restrict __sign)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4))) ;
extern char *qgcvt (long double __value, int __ndigit, char *__buf)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3))) ;




extern int ecvt_r (double __value, int __ndigit, int *__restrict __decpt,
     int *__restrict __sign, char *__restrict __buf,
     size_t __len) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4, 5)));
extern int fcvt_r (double __value, int __ndigit, int *__restrict __decpt,
     int *__restrict __sign, char *__restrict __buf,
     size_t __len) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4, 5)));

extern int qecvt_r (long double __value, int __ndigit,
      int *__restrict __decpt, int *__restrict __sign,
      char *__restrict __buf, size_t __len)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4, 5)));
extern int qfcvt_r (long double __value, int __ndigit,
      int *__restrict __decpt, int *__restrict __sign,
      char *__restrict __buf, size_t __len)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (3, 4, 5)));





extern int mblen (const char *__s, size_t __n) __attribute__ ((__nothrow__ , __leaf__));


extern int mbtowc (wchar_t *__restrict __pwc,
     const char *__restrict __s, size_t __n) __attribute__ ((__nothrow__ , __leaf__));


extern int wctomb (char *__s, wchar_t __wchar) __attribute__ ((__nothrow__ , __leaf__));



extern size_t mbstowcs (wchar_t *__restrict __pwcs,
   const char *__restrict __s, size_t __n) __attribute__ ((__nothrow__ , __leaf__))
    __attribute__ ((__access__ (__read_only__, 2)));

extern size_t wcstombs (char *__restrict __s,
   const wchar_t *__restrict __pwcs, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__))
  __attribute__ ((__access__ (__write_only__, 1, 3)))
  __attribute__ ((__access__ (__read_only__, 2)));






extern int rpmatch (const char *__response) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1))) ;
# 980 "/usr/include/stdlib.h" 3 4
extern int getsubopt (char **__restrict __optionp,
        char *const *__restrict __tokens,
        char **__restrict __valuep)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2, 3))) ;
# 1026 "/usr/include/stdlib.h" 3 4
extern int getloadavg (double __loadavg[], int __nelem)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 1036 "/usr/include/stdlib.h" 3 4
# 1 "/usr/include/bits/stdlib-float.h" 1 3 4
# 24 "/usr/include/bits/stdlib-float.h" 3 4
extern __inline __attribute__ ((__gnu_inline__)) double
__attribute__ ((__nothrow__ , __leaf__)) atof (const char *__nptr)
{
  return strtod (__nptr, (char **) ((void *)0));
}
# 1037 "/usr/include/stdlib.h" 2 3 4
# 1048 "/usr/include/stdlib.h" 3 4

# 4 "driver_true.c" 2
# 1 "/usr/include/string.h" 1 3 4
# 26 "/usr/include/string.h" 3 4
# 1 "/usr/include/bits/libc-header-start.h" 1 3 4
# 27 "/usr/include/string.h" 2 3 4






# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 34 "/usr/include/string.h" 2 3 4
# 43 "/usr/include/string.h" 3 4
extern void *memcpy (void *__restrict __dest, const void *__restrict __src,
       size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern void *memmove (void *__dest, const void *__src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));





extern void *memccpy (void *__restrict __dest, const void *__restrict __src,
        int __c, size_t __n)
    __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2))) __attribute__ ((__access__ (__write_only__, 1, 4)));




extern void *memset (void *__s, int __c, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));


extern int memcmp (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
# 80 "/usr/include/string.h" 3 4
extern int __memcmpeq (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
# 107 "/usr/include/string.h" 3 4
extern void *memchr (const void *__s, int __c, size_t __n)
      __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
# 141 "/usr/include/string.h" 3 4
extern char *strcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));

extern char *strncpy (char *__restrict __dest,
        const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern char *strcat (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));

extern char *strncat (char *__restrict __dest, const char *__restrict __src,
        size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern int strcmp (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));

extern int strncmp (const char *__s1, const char *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));


extern int strcoll (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));

extern size_t strxfrm (char *__restrict __dest,
         const char *__restrict __src, size_t __n)
    __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2))) __attribute__ ((__access__ (__write_only__, 1, 3)));



# 1 "/usr/include/bits/types/locale_t.h" 1 3 4
# 22 "/usr/include/bits/types/locale_t.h" 3 4
# 1 "/usr/include/bits/types/__locale_t.h" 1 3 4
# 27 "/usr/include/bits/types/__locale_t.h" 3 4
struct __locale_struct
{

  struct __locale_data *__locales[13];


  const unsigned short int *__ctype_b;
  const int *__ctype_tolower;
  const int *__ctype_toupper;


  const char *__names[13];
};

typedef struct __locale_struct *__locale_t;
# 23 "/usr/include/bits/types/locale_t.h" 2 3 4

typedef __locale_t locale_t;
# 173 "/usr/include/string.h" 2 3 4


extern int strcoll_l (const char *__s1, const char *__s2, locale_t __l)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2, 3)));


extern size_t strxfrm_l (char *__dest, const char *__src, size_t __n,
    locale_t __l) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 4)))
     __attribute__ ((__access__ (__write_only__, 1, 3)));





extern char *strdup (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__nonnull__ (1)));






extern char *strndup (const char *__string, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__malloc__)) __attribute__ ((__nonnull__ (1)));
# 246 "/usr/include/string.h" 3 4
extern char *strchr (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
# 273 "/usr/include/string.h" 3 4
extern char *strrchr (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
# 293 "/usr/include/string.h" 3 4
extern size_t strcspn (const char *__s, const char *__reject)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));


extern size_t strspn (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
# 323 "/usr/include/string.h" 3 4
extern char *strpbrk (const char *__s, const char *__accept)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));
# 350 "/usr/include/string.h" 3 4
extern char *strstr (const char *__haystack, const char *__needle)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));




extern char *strtok (char *__restrict __s, const char *__restrict __delim)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2)));



extern char *__strtok_r (char *__restrict __s,
    const char *__restrict __delim,
    char **__restrict __save_ptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));

extern char *strtok_r (char *__restrict __s, const char *__restrict __delim,
         char **__restrict __save_ptr)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (2, 3)));
# 407 "/usr/include/string.h" 3 4
extern size_t strlen (const char *__s)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));




extern size_t strnlen (const char *__string, size_t __maxlen)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));




extern char *strerror (int __errnum) __attribute__ ((__nothrow__ , __leaf__));
# 432 "/usr/include/string.h" 3 4
extern int strerror_r (int __errnum, char *__buf, size_t __buflen) __asm__ ("" "__xpg_strerror_r") __attribute__ ((__nothrow__ , __leaf__))

                        __attribute__ ((__nonnull__ (2)))
    __attribute__ ((__access__ (__write_only__, 2, 3)));
# 458 "/usr/include/string.h" 3 4
extern char *strerror_l (int __errnum, locale_t __l) __attribute__ ((__nothrow__ , __leaf__));



# 1 "/usr/include/strings.h" 1 3 4
# 23 "/usr/include/strings.h" 3 4
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 24 "/usr/include/strings.h" 2 3 4










extern int bcmp (const void *__s1, const void *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));


extern void bcopy (const void *__src, void *__dest, size_t __n)
  __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));


extern void bzero (void *__s, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)));
# 68 "/usr/include/strings.h" 3 4
extern char *index (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));
# 96 "/usr/include/strings.h" 3 4
extern char *rindex (const char *__s, int __c)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1)));






extern int ffs (int __i) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));





extern int ffsl (long int __l) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
__extension__ extern int ffsll (long long int __ll)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));



extern int strcasecmp (const char *__s1, const char *__s2)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));


extern int strncasecmp (const char *__s1, const char *__s2, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2)));






extern int strcasecmp_l (const char *__s1, const char *__s2, locale_t __loc)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2, 3)));



extern int strncasecmp_l (const char *__s1, const char *__s2,
     size_t __n, locale_t __loc)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__pure__)) __attribute__ ((__nonnull__ (1, 2, 4)));



# 463 "/usr/include/string.h" 2 3 4



extern void explicit_bzero (void *__s, size_t __n) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1)))
    __attribute__ ((__access__ (__write_only__, 1, 2)));



extern char *strsep (char **__restrict __stringp,
       const char *__restrict __delim)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));




extern char *strsignal (int __sig) __attribute__ ((__nothrow__ , __leaf__));
# 489 "/usr/include/string.h" 3 4
extern char *__stpcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *stpcpy (char *__restrict __dest, const char *__restrict __src)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));



extern char *__stpncpy (char *__restrict __dest,
   const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
extern char *stpncpy (char *__restrict __dest,
        const char *__restrict __src, size_t __n)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__nonnull__ (1, 2)));
# 539 "/usr/include/string.h" 3 4

# 5 "driver_true.c" 2
# 1 "/usr/include/ctype.h" 1 3 4
# 28 "/usr/include/ctype.h" 3 4

# 46 "/usr/include/ctype.h" 3 4
enum
{
  _ISupper = ((0) < 8 ? ((1 << (0)) << 8) : ((1 << (0)) >> 8)),
  _ISlower = ((1) < 8 ? ((1 << (1)) << 8) : ((1 << (1)) >> 8)),
  _ISalpha = ((2) < 8 ? ((1 << (2)) << 8) : ((1 << (2)) >> 8)),
  _ISdigit = ((3) < 8 ? ((1 << (3)) << 8) : ((1 << (3)) >> 8)),
  _ISxdigit = ((4) < 8 ? ((1 << (4)) << 8) : ((1 << (4)) >> 8)),
  _ISspace = ((5) < 8 ? ((1 << (5)) << 8) : ((1 << (5)) >> 8)),
  _ISprint = ((6) < 8 ? ((1 << (6)) << 8) : ((1 << (6)) >> 8)),
  _ISgraph = ((7) < 8 ? ((1 << (7)) << 8) : ((1 << (7)) >> 8)),
  _ISblank = ((8) < 8 ? ((1 << (8)) << 8) : ((1 << (8)) >> 8)),
  _IScntrl = ((9) < 8 ? ((1 << (9)) << 8) : ((1 << (9)) >> 8)),
  _ISpunct = ((10) < 8 ? ((1 << (10)) << 8) : ((1 << (10)) >> 8)),
  _ISalnum = ((11) < 8 ? ((1 << (11)) << 8) : ((1 << (11)) >> 8))
};
# 79 "/usr/include/ctype.h" 3 4
extern const unsigned short int **__ctype_b_loc (void)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern const __int32_t **__ctype_tolower_loc (void)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
extern const __int32_t **__ctype_toupper_loc (void)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
# 108 "/usr/include/ctype.h" 3 4
extern int isalnum (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isalpha (int) __attribute__ ((__nothrow__ , __leaf__));
extern int iscntrl (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isdigit (int) __attribute__ ((__nothrow__ , __leaf__));
extern int islower (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isgraph (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isprint (int) __attribute__ ((__nothrow__ , __leaf__));
extern int ispunct (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isspace (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isupper (int) __attribute__ ((__nothrow__ , __leaf__));
extern int isxdigit (int) __attribute__ ((__nothrow__ , __leaf__));



extern int tolower (int __c) __attribute__ ((__nothrow__ , __leaf__));


extern int toupper (int __c) __attribute__ ((__nothrow__ , __leaf__));




extern int isblank (int) __attribute__ ((__nothrow__ , __leaf__));
# 142 "/usr/include/ctype.h" 3 4
extern int isascii (int __c) __attribute__ ((__nothrow__ , __leaf__));



extern int toascii (int __c) __attribute__ ((__nothrow__ , __leaf__));



extern int _toupper (int) __attribute__ ((__nothrow__ , __leaf__));
extern int _tolower (int) __attribute__ ((__nothrow__ , __leaf__));
# 206 "/usr/include/ctype.h" 3 4
extern __inline __attribute__ ((__gnu_inline__)) int
__attribute__ ((__nothrow__ , __leaf__)) tolower (int __c)
{
  return __c >= -128 && __c < 256 ? (*__ctype_tolower_loc ())[__c] : __c;
}

extern __inline __attribute__ ((__gnu_inline__)) int
__attribute__ ((__nothrow__ , __leaf__)) toupper (int __c)
{
  return __c >= -128 && __c < 256 ? (*__ctype_toupper_loc ())[__c] : __c;
}
# 251 "/usr/include/ctype.h" 3 4
extern int isalnum_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isalpha_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int iscntrl_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isdigit_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int islower_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isgraph_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isprint_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int ispunct_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isspace_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isupper_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));
extern int isxdigit_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));

extern int isblank_l (int, locale_t) __attribute__ ((__nothrow__ , __leaf__));



extern int __tolower_l (int __c, locale_t __l) __attribute__ ((__nothrow__ , __leaf__));
extern int tolower_l (int __c, locale_t __l) __attribute__ ((__nothrow__ , __leaf__));


extern int __toupper_l (int __c, locale_t __l) __attribute__ ((__nothrow__ , __leaf__));
extern int toupper_l (int __c, locale_t __l) __attribute__ ((__nothrow__ , __leaf__));
# 327 "/usr/include/ctype.h" 3 4

# 6 "driver_true.c" 2
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdint.h" 1 3 4
# 9 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdint.h" 3 4
# 1 "/usr/include/stdint.h" 1 3 4
# 26 "/usr/include/stdint.h" 3 4
# 1 "/usr/include/bits/libc-header-start.h" 1 3 4
# 27 "/usr/include/stdint.h" 2 3 4

# 1 "/usr/include/bits/wchar.h" 1 3 4
# 29 "/usr/include/stdint.h" 2 3 4
# 1 "/usr/include/bits/wordsize.h" 1 3 4
# 30 "/usr/include/stdint.h" 2 3 4







# 1 "/usr/include/bits/stdint-uintn.h" 1 3 4
# 24 "/usr/include/bits/stdint-uintn.h" 3 4
typedef __uint8_t uint8_t;
typedef __uint16_t uint16_t;
typedef __uint32_t uint32_t;
typedef __uint64_t uint64_t;
# 38 "/usr/include/stdint.h" 2 3 4





typedef __int_least8_t int_least8_t;
typedef __int_least16_t int_least16_t;
typedef __int_least32_t int_least32_t;
typedef __int_least64_t int_least64_t;


typedef __uint_least8_t uint_least8_t;
typedef __uint_least16_t uint_least16_t;
typedef __uint_least32_t uint_least32_t;
typedef __uint_least64_t uint_least64_t;





typedef signed char int_fast8_t;





typedef int int_fast16_t;
typedef int int_fast32_t;
__extension__
typedef long long int int_fast64_t;



typedef unsigned char uint_fast8_t;





typedef unsigned int uint_fast16_t;
typedef unsigned int uint_fast32_t;
__extension__
typedef unsigned long long int uint_fast64_t;
# 93 "/usr/include/stdint.h" 3 4
typedef int intptr_t;


typedef unsigned int uintptr_t;




typedef __intmax_t intmax_t;
typedef __uintmax_t uintmax_t;
# 10 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdint.h" 2 3 4
# 7 "driver_true.c" 2
# 1 "/usr/include/errno.h" 1 3 4
# 28 "/usr/include/errno.h" 3 4
# 1 "/usr/include/bits/errno.h" 1 3 4
# 26 "/usr/include/bits/errno.h" 3 4
# 1 "/usr/include/linux/errno.h" 1 3 4
# 1 "/usr/include/asm/errno.h" 1 3 4
# 1 "/usr/include/asm-generic/errno.h" 1 3 4




# 1 "/usr/include/asm-generic/errno-base.h" 1 3 4
# 6 "/usr/include/asm-generic/errno.h" 2 3 4
# 2 "/usr/include/asm/errno.h" 2 3 4
# 2 "/usr/include/linux/errno.h" 2 3 4
# 27 "/usr/include/bits/errno.h" 2 3 4
# 29 "/usr/include/errno.h" 2 3 4








extern int *__errno_location (void) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__const__));
# 52 "/usr/include/errno.h" 3 4

# 8 "driver_true.c" 2
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 34 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 3 4
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/syslimits.h" 1 3 4






# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 1 3 4
# 203 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 3 4
# 1 "/usr/include/limits.h" 1 3 4
# 26 "/usr/include/limits.h" 3 4
# 1 "/usr/include/bits/libc-header-start.h" 1 3 4
# 27 "/usr/include/limits.h" 2 3 4
# 195 "/usr/include/limits.h" 3 4
# 1 "/usr/include/bits/posix1_lim.h" 1 3 4
# 27 "/usr/include/bits/posix1_lim.h" 3 4
# 1 "/usr/include/bits/wordsize.h" 1 3 4
# 28 "/usr/include/bits/posix1_lim.h" 2 3 4
# 161 "/usr/include/bits/posix1_lim.h" 3 4
# 1 "/usr/include/bits/local_lim.h" 1 3 4
# 38 "/usr/include/bits/local_lim.h" 3 4
# 1 "/usr/include/linux/limits.h" 1 3 4
# 39 "/usr/include/bits/local_lim.h" 2 3 4
# 81 "/usr/include/bits/local_lim.h" 3 4
# 1 "/usr/include/bits/pthread_stack_min-dynamic.h" 1 3 4
# 29 "/usr/include/bits/pthread_stack_min-dynamic.h" 3 4
# 1 "/usr/include/bits/pthread_stack_min.h" 1 3 4
# 30 "/usr/include/bits/pthread_stack_min-dynamic.h" 2 3 4
# 82 "/usr/include/bits/local_lim.h" 2 3 4
# 162 "/usr/include/bits/posix1_lim.h" 2 3 4
# 196 "/usr/include/limits.h" 2 3 4



# 1 "/usr/include/bits/posix2_lim.h" 1 3 4
# 200 "/usr/include/limits.h" 2 3 4
# 204 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 2 3 4
# 8 "/usr/lib/gcc/x86_64-linux-gnu/12/include/syslimits.h" 2 3 4
# 35 "/usr/lib/gcc/x86_64-linux-gnu/12/include/limits.h" 2 3 4
# 9 "driver_true.c" 2
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 145 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef int ptrdiff_t;
# 424 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef struct {
  long long __max_align_ll __attribute__((__aligned__(__alignof__(long long))));
  long double __max_align_ld __attribute__((__aligned__(__alignof__(long double))));






  __float128 __max_align_f128 __attribute__((__aligned__(__alignof(__float128))));

} max_align_t;
# 10 "driver_true.c" 2
# 1 "/usr/include/assert.h" 1 3 4
# 66 "/usr/include/assert.h" 3 4



extern void __assert_fail (const char *__assertion, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));


extern void __assert_perror_fail (int __errnum, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));




extern void __assert (const char *__assertion, const char *__file, int __line)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));



# 11 "driver_true.c" 2


# 12 "driver_true.c"
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "driver.c", 1, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);



struct mutex {
 int locked;
 const char *name;
};

static void mutex_init(struct mutex *m, const char *name)
{
 m->locked = 0;
 m->name = name;
}

static void mutex_lock(struct mutex *m)
{
 if (m->locked != 0)
  reach_error();
 m->locked = 1;
}

static void mutex_unlock(struct mutex *m)
{
 if (m->locked != 1)
  reach_error();
 m->locked = 0;
}

static int mutex_is_locked(const struct mutex *m)
{
 return m->locked;
}

struct list_head {
 struct list_head *next, *prev;
};

static inline void INIT_LIST_HEAD(struct list_head *list)
{
 list->next = list;
 list->prev = list;
}

static inline void __list_add(struct list_head *n, struct list_head *prev, struct list_head *next)
{
 next->prev = n;
 n->next = next;
 n->prev = prev;
 prev->next = n;
}

static inline void list_add_tail(struct list_head *n, struct list_head *head)
{
 __list_add(n, head->prev, head);
}

static inline void list_del(struct list_head *entry)
{
 entry->next->prev = entry->prev;
 entry->prev->next = entry->next;
 entry->next = entry;
 entry->prev = entry;
}

static inline int list_empty(const struct list_head *head)
{
 return head->next == head;
}


static inline void set_bit(int nr, unsigned int *addr)
{
 addr[nr / 32] |= 1u << (nr % 32);
}

static inline void clear_bit(int nr, unsigned int *addr)
{
 addr[nr / 32] &= ~(1u << (nr % 32));
}

static inline int test_bit(int nr, const unsigned int *addr)
{
 return (addr[nr / 32] >> (nr % 32)) & 1;
}

static int find_first_zero_bit(const unsigned int *addr, int size)
{
 int i;
 for (i = 0; i < size; i++)
  if (!test_bit(i, addr))
   return i;
 return size;
}

static int kstrtoint(const char *s, int base, int *res)
{
 long v = 0;
 int neg = 0;
 if (*s == '-') {
  neg = 1;
  s++;
 }
 if (*s == '\0')
  return -
# 123 "driver_true.c" 3 4
         22
# 123 "driver_true.c"
               ;
 while (*s != '\0') {
  int digit;
  if (
# 126 "driver_true.c" 3 4
     ((*__ctype_b_loc ())[(int) ((
# 126 "driver_true.c"
     (unsigned char)*s
# 126 "driver_true.c" 3 4
     ))] & (unsigned short int) _ISdigit)
# 126 "driver_true.c"
                               )
   digit = *s - '0';
  else if (
# 128 "driver_true.c" 3 4
          ((*__ctype_b_loc ())[(int) ((
# 128 "driver_true.c"
          (unsigned char)*s
# 128 "driver_true.c" 3 4
          ))] & (unsigned short int) _ISxdigit)
# 128 "driver_true.c"
                                     )
   digit = 
# 129 "driver_true.c" 3 4
          (__extension__ ({ int __res; if (sizeof (
# 129 "driver_true.c"
          (unsigned char)*s
# 129 "driver_true.c" 3 4
          ) > 1) { if (__builtin_constant_p (
# 129 "driver_true.c"
          (unsigned char)*s
# 129 "driver_true.c" 3 4
          )) { int __c = (
# 129 "driver_true.c"
          (unsigned char)*s
# 129 "driver_true.c" 3 4
          ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_tolower_loc ())[__c]; } else __res = tolower (
# 129 "driver_true.c"
          (unsigned char)*s
# 129 "driver_true.c" 3 4
          ); } else __res = (*__ctype_tolower_loc ())[(int) (
# 129 "driver_true.c"
          (unsigned char)*s
# 129 "driver_true.c" 3 4
          )]; __res; })) 
# 129 "driver_true.c"
                                     - 'a' + 10;
  else
   return -
# 131 "driver_true.c" 3 4
          22
# 131 "driver_true.c"
                ;
  if (digit >= base)
   return -
# 133 "driver_true.c" 3 4
          22
# 133 "driver_true.c"
                ;
  v = v * base + digit;
  if (v > 0x7fffffff)
   return -
# 136 "driver_true.c" 3 4
          34
# 136 "driver_true.c"
                ;
  s++;
 }
 *res = neg ? (int)-v : (int)v;
 return 0;
}

static size_t strlcpy(char *dst, const char *src, size_t size)
{
 size_t n = strlen(src);
 if (size != 0) {
  size_t k = n >= size ? size - 1 : n;
  memcpy(dst, src, k);
  dst[k] = '\0';
 }
 return n;
}

struct ring {
 unsigned char data[16];
 unsigned int head, tail;
};

static int ring_put(struct ring *r, unsigned char c)
{
 if (r->head - r->tail >= 16)
  return -
# 162 "driver_true.c" 3 4
         28
# 162 "driver_true.c"
               ;
 r->data[r->head % 16] = c;
 r->head++;
 return 0;
}

static int ring_get(struct ring *r, unsigned char *c)
{
 if (r->head == r->tail)
  return -
# 171 "driver_true.c" 3 4
         11
# 171 "driver_true.c"
               ;
 *c = r->data[r->tail % 16];
 r->tail++;
 return 0;
}

static uint16_t crc16_byte(uint16_t crc, uint8_t data)
{
 int i;
 crc ^= data;
 for (i = 0; i < 8; i++)
  crc = (crc & 1) ? (uint16_t)((crc >> 1) ^ 0xA001) : (uint16_t)(crc >> 1);
 return crc;
}

static uint16_t crc16(uint16_t crc, const uint8_t *buf, size_t len)
{
 while (len--)
  crc = crc16_byte(crc, *buf++);
 return crc;
}

struct device;

struct dev_ops {
 int (*probe)(struct device *dev);
 int (*open)(struct device *dev, int mode);
 int (*read)(struct device *dev, char *out, int n);
 int (*write)(struct device *dev, const char *in, int n);
 long (*ioctl)(struct device *dev, unsigned int cmd, unsigned long arg);
 void (*release)(struct device *dev);
};

struct device {
 int id;
 char name[16];
 unsigned int flags;
 void *priv;
 struct mutex *lock;
 const struct dev_ops *ops;
 struct list_head node;
};

static struct list_head device_list;
static unsigned int device_ids[2];

static int device_register(struct device *dev, const char *name, const struct dev_ops *ops)
{
 int id = find_first_zero_bit(device_ids, 64);
 if (id >= 64)
  return -
# 221 "driver_true.c" 3 4
         12
# 221 "driver_true.c"
               ;
 set_bit(id, device_ids);
 dev->id = id;
 strlcpy(dev->name, name, sizeof(dev->name));
 dev->ops = ops;
 dev->flags = 0;
 dev->priv = 
# 227 "driver_true.c" 3 4
            ((void *)0)
# 227 "driver_true.c"
                ;
 dev->lock = 
# 228 "driver_true.c" 3 4
            ((void *)0)
# 228 "driver_true.c"
                ;
 list_add_tail(&dev->node, &device_list);
 return 0;
}

static void device_unregister(struct device *dev)
{
 clear_bit(dev->id, device_ids);
 list_del(&dev->node);
}



struct uart0_priv {
 int state;
 unsigned int count;
 unsigned char buf[7];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
};

static struct uart0_priv uart0_data;

static unsigned int uart0_checksum(const unsigned char *p, int len)
{
 unsigned int c = 1486710048u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 7) | (c >> 25);
  c += 2771944041u;
 }
 return c;
}

static int uart0_parse_label(struct uart0_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 271 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 271 "driver_true.c"
      (unsigned char)s[i]
# 271 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 271 "driver_true.c"
                                  )
   return -
# 272 "driver_true.c" 3 4
          22
# 272 "driver_true.c"
                ;
  d->label[i] = (char)
# 273 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 273 "driver_true.c"
                     (unsigned char)s[i]
# 273 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 273 "driver_true.c"
                     (unsigned char)s[i]
# 273 "driver_true.c" 3 4
                     )) { int __c = (
# 273 "driver_true.c"
                     (unsigned char)s[i]
# 273 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 273 "driver_true.c"
                     (unsigned char)s[i]
# 273 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 273 "driver_true.c"
                     (unsigned char)s[i]
# 273 "driver_true.c" 3 4
                     )]; __res; }))
# 273 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void uart0_update_stats(struct uart0_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 6177 || v < -6177)
  v = 6177;
 d->stats[which] += v;
 if (d->stats[which] > 6177L * 16)
  d->stats[which] = 6177L * 16;
}

static int uart0_self_test(struct uart0_priv *d)
{
 unsigned char pattern[7];
 int i;
 for (i = 0; i < 7; i++)
  pattern[i] = (unsigned char)(i * 37 + 69);
 if (uart0_checksum(pattern, 7) == 0u)
  return -
# 298 "driver_true.c" 3 4
         5
# 298 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 7) == 0 ? -
# 299 "driver_true.c" 3 4
                                         5 
# 299 "driver_true.c"
                                             : 0;
}

static int uart0_probe(struct device *dev)
{
 struct uart0_priv *d = &uart0_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "uart0");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 uart0_parse_label(d, "uart0");
 return 0;
}

static int uart0_open(struct device *dev, int mode)
{
 struct uart0_priv *d = dev->priv;
 if (d == 
# 317 "driver_true.c" 3 4
         ((void *)0)
# 317 "driver_true.c"
             )
  return -
# 318 "driver_true.c" 3 4
         19
# 318 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 320 "driver_true.c" 3 4
         22
# 320 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 324 "driver_true.c" 3 4
         16
# 324 "driver_true.c"
              ;
 }
 d->count++;
 uart0_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int uart0_read(struct device *dev, char *out, int n)
{
 struct uart0_priv *d = dev->priv;
 int i;
 if (d == 
# 336 "driver_true.c" 3 4
         ((void *)0)
# 336 "driver_true.c"
             )
  return -
# 337 "driver_true.c" 3 4
         19
# 337 "driver_true.c"
               ;
 if (n < 0)
  return -
# 339 "driver_true.c" 3 4
         22
# 339 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 7; i++)
  out[i] = (char)d->buf[i];
 uart0_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int uart0_write(struct device *dev, const char *in, int n)
{
 struct uart0_priv *d = dev->priv;
 int i;
 if (d == 
# 354 "driver_true.c" 3 4
         ((void *)0)
# 354 "driver_true.c"
             )
  return -
# 355 "driver_true.c" 3 4
         19
# 355 "driver_true.c"
               ;
 if (n < 0 || n > 7)
  return -
# 357 "driver_true.c" 3 4
         22
# 357 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = uart0_checksum(d->buf, n);
 uart0_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long uart0_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct uart0_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 374 "driver_true.c" 3 4
         ((void *)0)
# 374 "driver_true.c"
             )
  return -
# 375 "driver_true.c" 3 4
         19
# 375 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0x4001u:
  d->state = (int)(arg & 3u);
  break;
 case 0x4002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0x4003u:
  if (arg > 6177u) {
   ret = -
# 386 "driver_true.c" 3 4
         22
# 386 "driver_true.c"
               ;
   goto out;
  }
  uart0_update_stats(d, 3, (long)arg);
  break;
 case 0x4004u:
  ret = uart0_self_test(d);
  break;
 default:
  ret = -
# 395 "driver_true.c" 3 4
        25
# 395 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void uart0_release(struct device *dev)
{
 struct uart0_priv *d = dev->priv;
 if (d == 
# 405 "driver_true.c" 3 4
         ((void *)0)
# 405 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops uart0_ops = {
 .probe = uart0_probe,
 .open = uart0_open,
 .read = uart0_read,
 .write = uart0_write,
 .ioctl = uart0_ioctl,
 .release = uart0_release,
};

static struct device uart0_device;

int uart0_init(void)
{
 int ret = device_register(&uart0_device, "uart0", &uart0_ops);
 if (ret != 0)
  return ret;
 return uart0_ops.probe(&uart0_device);
}

void uart0_exit(void)
{
 uart0_ops.release(&uart0_device);
 device_unregister(&uart0_device);
}



struct i2c1_priv {
 int state;
 unsigned int count;
 unsigned char buf[4];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
 unsigned long expires;
 int timer_armed;
};

static struct i2c1_priv i2c1_data;

static unsigned int i2c1_checksum(const unsigned char *p, int len)
{
 unsigned int c = 1678088781u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 17) | (c >> 15);
  c += 1949106415u;
 }
 return c;
}

static int i2c1_parse_label(struct i2c1_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 472 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 472 "driver_true.c"
      (unsigned char)s[i]
# 472 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 472 "driver_true.c"
                                  )
   return -
# 473 "driver_true.c" 3 4
          22
# 473 "driver_true.c"
                ;
  d->label[i] = (char)
# 474 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 474 "driver_true.c"
                     (unsigned char)s[i]
# 474 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 474 "driver_true.c"
                     (unsigned char)s[i]
# 474 "driver_true.c" 3 4
                     )) { int __c = (
# 474 "driver_true.c"
                     (unsigned char)s[i]
# 474 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 474 "driver_true.c"
                     (unsigned char)s[i]
# 474 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 474 "driver_true.c"
                     (unsigned char)s[i]
# 474 "driver_true.c" 3 4
                     )]; __res; }))
# 474 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void i2c1_update_stats(struct i2c1_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 3294 || v < -3294)
  v = 3294;
 d->stats[which] += v;
 if (d->stats[which] > 3294L * 16)
  d->stats[which] = 3294L * 16;
}

static int i2c1_self_test(struct i2c1_priv *d)
{
 unsigned char pattern[4];
 int i;
 for (i = 0; i < 4; i++)
  pattern[i] = (unsigned char)(i * 37 + 33);
 if (i2c1_checksum(pattern, 4) == 0u)
  return -
# 499 "driver_true.c" 3 4
         5
# 499 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 4) == 0 ? -
# 500 "driver_true.c" 3 4
                                         5 
# 500 "driver_true.c"
                                             : 0;
}

static int i2c1_probe(struct device *dev)
{
 struct i2c1_priv *d = &i2c1_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "i2c1");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 i2c1_parse_label(d, "i2c1");
 return 0;
}

static int i2c1_open(struct device *dev, int mode)
{
 struct i2c1_priv *d = dev->priv;
 if (d == 
# 518 "driver_true.c" 3 4
         ((void *)0)
# 518 "driver_true.c"
             )
  return -
# 519 "driver_true.c" 3 4
         19
# 519 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 521 "driver_true.c" 3 4
         22
# 521 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 525 "driver_true.c" 3 4
         16
# 525 "driver_true.c"
              ;
 }
 d->count++;
 i2c1_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int i2c1_read(struct device *dev, char *out, int n)
{
 struct i2c1_priv *d = dev->priv;
 int i;
 if (d == 
# 537 "driver_true.c" 3 4
         ((void *)0)
# 537 "driver_true.c"
             )
  return -
# 538 "driver_true.c" 3 4
         19
# 538 "driver_true.c"
               ;
 if (n < 0)
  return -
# 540 "driver_true.c" 3 4
         22
# 540 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 4; i++)
  out[i] = (char)d->buf[i];
 i2c1_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int i2c1_write(struct device *dev, const char *in, int n)
{
 struct i2c1_priv *d = dev->priv;
 int i;
 if (d == 
# 555 "driver_true.c" 3 4
         ((void *)0)
# 555 "driver_true.c"
             )
  return -
# 556 "driver_true.c" 3 4
         19
# 556 "driver_true.c"
               ;
 if (n < 0 || n > 4)
  return -
# 558 "driver_true.c" 3 4
         22
# 558 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = i2c1_checksum(d->buf, n);
 i2c1_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long i2c1_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct i2c1_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 575 "driver_true.c" 3 4
         ((void *)0)
# 575 "driver_true.c"
             )
  return -
# 576 "driver_true.c" 3 4
         19
# 576 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0x5001u:
  d->state = (int)(arg & 3u);
  break;
 case 0x5002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0x5003u:
  if (arg > 3294u) {
   ret = -
# 587 "driver_true.c" 3 4
         22
# 587 "driver_true.c"
               ;
   goto out;
  }
  i2c1_update_stats(d, 3, (long)arg);
  break;
 case 0x5004u:
  ret = i2c1_self_test(d);
  break;
 case 0x5091u:
  d->expires = arg;
  d->timer_armed = arg != 0;
  break;
 default:
  ret = -
# 600 "driver_true.c" 3 4
        25
# 600 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void i2c1_release(struct device *dev)
{
 struct i2c1_priv *d = dev->priv;
 if (d == 
# 610 "driver_true.c" 3 4
         ((void *)0)
# 610 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops i2c1_ops = {
 .probe = i2c1_probe,
 .open = i2c1_open,
 .read = i2c1_read,
 .write = i2c1_write,
 .ioctl = i2c1_ioctl,
 .release = i2c1_release,
};

static struct device i2c1_device;

int i2c1_init(void)
{
 int ret = device_register(&i2c1_device, "i2c1", &i2c1_ops);
 if (ret != 0)
  return ret;
 return i2c1_ops.probe(&i2c1_device);
}

void i2c1_exit(void)
{
 i2c1_ops.release(&i2c1_device);
 device_unregister(&i2c1_device);
}



struct spi2_priv {
 int state;
 unsigned int count;
 unsigned char buf[8];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
};

static struct spi2_priv spi2_data;

static unsigned int spi2_checksum(const unsigned char *p, int len)
{
 unsigned int c = 464195027u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 8) | (c >> 24);
  c += 3505233529u;
 }
 return c;
}

static int spi2_parse_label(struct spi2_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 675 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 675 "driver_true.c"
      (unsigned char)s[i]
# 675 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 675 "driver_true.c"
                                  )
   return -
# 676 "driver_true.c" 3 4
          22
# 676 "driver_true.c"
                ;
  d->label[i] = (char)
# 677 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 677 "driver_true.c"
                     (unsigned char)s[i]
# 677 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 677 "driver_true.c"
                     (unsigned char)s[i]
# 677 "driver_true.c" 3 4
                     )) { int __c = (
# 677 "driver_true.c"
                     (unsigned char)s[i]
# 677 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 677 "driver_true.c"
                     (unsigned char)s[i]
# 677 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 677 "driver_true.c"
                     (unsigned char)s[i]
# 677 "driver_true.c" 3 4
                     )]; __res; }))
# 677 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void spi2_update_stats(struct spi2_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 5894 || v < -5894)
  v = 5894;
 d->stats[which] += v;
 if (d->stats[which] > 5894L * 16)
  d->stats[which] = 5894L * 16;
}

static int spi2_self_test(struct spi2_priv *d)
{
 unsigned char pattern[8];
 int i;
 for (i = 0; i < 8; i++)
  pattern[i] = (unsigned char)(i * 37 + 72);
 if (spi2_checksum(pattern, 8) == 0u)
  return -
# 702 "driver_true.c" 3 4
         5
# 702 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 8) == 0 ? -
# 703 "driver_true.c" 3 4
                                         5 
# 703 "driver_true.c"
                                             : 0;
}

static int spi2_probe(struct device *dev)
{
 struct spi2_priv *d = &spi2_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "spi2");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 spi2_parse_label(d, "spi2");
 return 0;
}

static int spi2_open(struct device *dev, int mode)
{
 struct spi2_priv *d = dev->priv;
 if (d == 
# 721 "driver_true.c" 3 4
         ((void *)0)
# 721 "driver_true.c"
             )
  return -
# 722 "driver_true.c" 3 4
         19
# 722 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 724 "driver_true.c" 3 4
         22
# 724 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 728 "driver_true.c" 3 4
         16
# 728 "driver_true.c"
              ;
 }
 d->count++;
 spi2_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int spi2_read(struct device *dev, char *out, int n)
{
 struct spi2_priv *d = dev->priv;
 int i;
 if (d == 
# 740 "driver_true.c" 3 4
         ((void *)0)
# 740 "driver_true.c"
             )
  return -
# 741 "driver_true.c" 3 4
         19
# 741 "driver_true.c"
               ;
 if (n < 0)
  return -
# 743 "driver_true.c" 3 4
         22
# 743 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 8; i++)
  out[i] = (char)d->buf[i];
 spi2_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int spi2_write(struct device *dev, const char *in, int n)
{
 struct spi2_priv *d = dev->priv;
 int i;
 if (d == 
# 758 "driver_true.c" 3 4
         ((void *)0)
# 758 "driver_true.c"
             )
  return -
# 759 "driver_true.c" 3 4
         19
# 759 "driver_true.c"
               ;
 if (n < 0 || n > 8)
  return -
# 761 "driver_true.c" 3 4
         22
# 761 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = spi2_checksum(d->buf, n);
 spi2_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long spi2_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct spi2_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 778 "driver_true.c" 3 4
         ((void *)0)
# 778 "driver_true.c"
             )
  return -
# 779 "driver_true.c" 3 4
         19
# 779 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0x6001u:
  d->state = (int)(arg & 3u);
  break;
 case 0x6002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0x6003u:
  if (arg > 5894u) {
   ret = -
# 790 "driver_true.c" 3 4
         22
# 790 "driver_true.c"
               ;
   goto out;
  }
  spi2_update_stats(d, 3, (long)arg);
  break;
 case 0x6004u:
  ret = spi2_self_test(d);
  break;
 default:
  ret = -
# 799 "driver_true.c" 3 4
        25
# 799 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void spi2_release(struct device *dev)
{
 struct spi2_priv *d = dev->priv;
 if (d == 
# 809 "driver_true.c" 3 4
         ((void *)0)
# 809 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops spi2_ops = {
 .probe = spi2_probe,
 .open = spi2_open,
 .read = spi2_read,
 .write = spi2_write,
 .ioctl = spi2_ioctl,
 .release = spi2_release,
};

static struct device spi2_device;

int spi2_init(void)
{
 int ret = device_register(&spi2_device, "spi2", &spi2_ops);
 if (ret != 0)
  return ret;
 return spi2_ops.probe(&spi2_device);
}

void spi2_exit(void)
{
 spi2_ops.release(&spi2_device);
 device_unregister(&spi2_device);
}



struct gpio3_priv {
 int state;
 unsigned int count;
 unsigned char buf[8];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
 unsigned long expires;
 int timer_armed;
};

static struct gpio3_priv gpio3_data;

static unsigned int gpio3_checksum(const unsigned char *p, int len)
{
 unsigned int c = 4117503364u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 11) | (c >> 21);
  c += 919369235u;
 }
 return c;
}

static int gpio3_parse_label(struct gpio3_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 876 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 876 "driver_true.c"
      (unsigned char)s[i]
# 876 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 876 "driver_true.c"
                                  )
   return -
# 877 "driver_true.c" 3 4
          22
# 877 "driver_true.c"
                ;
  d->label[i] = (char)
# 878 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 878 "driver_true.c"
                     (unsigned char)s[i]
# 878 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 878 "driver_true.c"
                     (unsigned char)s[i]
# 878 "driver_true.c" 3 4
                     )) { int __c = (
# 878 "driver_true.c"
                     (unsigned char)s[i]
# 878 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 878 "driver_true.c"
                     (unsigned char)s[i]
# 878 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 878 "driver_true.c"
                     (unsigned char)s[i]
# 878 "driver_true.c" 3 4
                     )]; __res; }))
# 878 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void gpio3_update_stats(struct gpio3_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 9026 || v < -9026)
  v = 9026;
 d->stats[which] += v;
 if (d->stats[which] > 9026L * 16)
  d->stats[which] = 9026L * 16;
}

static int gpio3_self_test(struct gpio3_priv *d)
{
 unsigned char pattern[8];
 int i;
 for (i = 0; i < 8; i++)
  pattern[i] = (unsigned char)(i * 37 + 28);
 if (gpio3_checksum(pattern, 8) == 0u)
  return -
# 903 "driver_true.c" 3 4
         5
# 903 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 8) == 0 ? -
# 904 "driver_true.c" 3 4
                                         5 
# 904 "driver_true.c"
                                             : 0;
}

static int gpio3_probe(struct device *dev)
{
 struct gpio3_priv *d = &gpio3_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "gpio3");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 gpio3_parse_label(d, "gpio3");
 return 0;
}

static int gpio3_open(struct device *dev, int mode)
{
 struct gpio3_priv *d = dev->priv;
 if (d == 
# 922 "driver_true.c" 3 4
         ((void *)0)
# 922 "driver_true.c"
             )
  return -
# 923 "driver_true.c" 3 4
         19
# 923 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 925 "driver_true.c" 3 4
         22
# 925 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 929 "driver_true.c" 3 4
         16
# 929 "driver_true.c"
              ;
 }
 d->count++;
 gpio3_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int gpio3_read(struct device *dev, char *out, int n)
{
 struct gpio3_priv *d = dev->priv;
 int i;
 if (d == 
# 941 "driver_true.c" 3 4
         ((void *)0)
# 941 "driver_true.c"
             )
  return -
# 942 "driver_true.c" 3 4
         19
# 942 "driver_true.c"
               ;
 if (n < 0)
  return -
# 944 "driver_true.c" 3 4
         22
# 944 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 8; i++)
  out[i] = (char)d->buf[i];
 gpio3_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int gpio3_write(struct device *dev, const char *in, int n)
{
 struct gpio3_priv *d = dev->priv;
 int i;
 if (d == 
# 959 "driver_true.c" 3 4
         ((void *)0)
# 959 "driver_true.c"
             )
  return -
# 960 "driver_true.c" 3 4
         19
# 960 "driver_true.c"
               ;
 if (n < 0 || n > 8)
  return -
# 962 "driver_true.c" 3 4
         22
# 962 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = gpio3_checksum(d->buf, n);
 gpio3_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long gpio3_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct gpio3_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 979 "driver_true.c" 3 4
         ((void *)0)
# 979 "driver_true.c"
             )
  return -
# 980 "driver_true.c" 3 4
         19
# 980 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0x7001u:
  d->state = (int)(arg & 3u);
  break;
 case 0x7002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0x7003u:
  if (arg > 9026u) {
   ret = -
# 991 "driver_true.c" 3 4
         22
# 991 "driver_true.c"
               ;
   goto out;
  }
  gpio3_update_stats(d, 3, (long)arg);
  break;
 case 0x7004u:
  ret = gpio3_self_test(d);
  break;
 case 0x7005u:
  d->state = (int)(arg & 3u);
  break;
 case 0x7091u:
  d->expires = arg;
  d->timer_armed = arg != 0;
  break;
 default:
  ret = -
# 1007 "driver_true.c" 3 4
        25
# 1007 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void gpio3_release(struct device *dev)
{
 struct gpio3_priv *d = dev->priv;
 if (d == 
# 1017 "driver_true.c" 3 4
         ((void *)0)
# 1017 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops gpio3_ops = {
 .probe = gpio3_probe,
 .open = gpio3_open,
 .read = gpio3_read,
 .write = gpio3_write,
 .ioctl = gpio3_ioctl,
 .release = gpio3_release,
};

static struct device gpio3_device;

int gpio3_init(void)
{
 int ret = device_register(&gpio3_device, "gpio3", &gpio3_ops);
 if (ret != 0)
  return ret;
 return gpio3_ops.probe(&gpio3_device);
}

void gpio3_exit(void)
{
 gpio3_ops.release(&gpio3_device);
 device_unregister(&gpio3_device);
}



struct pwm4_priv {
 int state;
 unsigned int count;
 unsigned char buf[6];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
};

static struct pwm4_priv pwm4_data;

static unsigned int pwm4_checksum(const unsigned char *p, int len)
{
 unsigned int c = 2337631561u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 23) | (c >> 9);
  c += 656643057u;
 }
 return c;
}

static int pwm4_parse_label(struct pwm4_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 1082 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 1082 "driver_true.c"
      (unsigned char)s[i]
# 1082 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 1082 "driver_true.c"
                                  )
   return -
# 1083 "driver_true.c" 3 4
          22
# 1083 "driver_true.c"
                ;
  d->label[i] = (char)
# 1084 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 1084 "driver_true.c"
                     (unsigned char)s[i]
# 1084 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 1084 "driver_true.c"
                     (unsigned char)s[i]
# 1084 "driver_true.c" 3 4
                     )) { int __c = (
# 1084 "driver_true.c"
                     (unsigned char)s[i]
# 1084 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 1084 "driver_true.c"
                     (unsigned char)s[i]
# 1084 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 1084 "driver_true.c"
                     (unsigned char)s[i]
# 1084 "driver_true.c" 3 4
                     )]; __res; }))
# 1084 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void pwm4_update_stats(struct pwm4_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 5481 || v < -5481)
  v = 5481;
 d->stats[which] += v;
 if (d->stats[which] > 5481L * 16)
  d->stats[which] = 5481L * 16;
}

static int pwm4_self_test(struct pwm4_priv *d)
{
 unsigned char pattern[6];
 int i;
 for (i = 0; i < 6; i++)
  pattern[i] = (unsigned char)(i * 37 + 43);
 if (pwm4_checksum(pattern, 6) == 0u)
  return -
# 1109 "driver_true.c" 3 4
         5
# 1109 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 6) == 0 ? -
# 1110 "driver_true.c" 3 4
                                         5 
# 1110 "driver_true.c"
                                             : 0;
}

static int pwm4_probe(struct device *dev)
{
 struct pwm4_priv *d = &pwm4_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "pwm4");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 pwm4_parse_label(d, "pwm4");
 return 0;
}

static int pwm4_open(struct device *dev, int mode)
{
 struct pwm4_priv *d = dev->priv;
 if (d == 
# 1128 "driver_true.c" 3 4
         ((void *)0)
# 1128 "driver_true.c"
             )
  return -
# 1129 "driver_true.c" 3 4
         19
# 1129 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 1131 "driver_true.c" 3 4
         22
# 1131 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 1135 "driver_true.c" 3 4
         16
# 1135 "driver_true.c"
              ;
 }
 d->count++;
 pwm4_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int pwm4_read(struct device *dev, char *out, int n)
{
 struct pwm4_priv *d = dev->priv;
 int i;
 if (d == 
# 1147 "driver_true.c" 3 4
         ((void *)0)
# 1147 "driver_true.c"
             )
  return -
# 1148 "driver_true.c" 3 4
         19
# 1148 "driver_true.c"
               ;
 if (n < 0)
  return -
# 1150 "driver_true.c" 3 4
         22
# 1150 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 6; i++)
  out[i] = (char)d->buf[i];
 pwm4_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int pwm4_write(struct device *dev, const char *in, int n)
{
 struct pwm4_priv *d = dev->priv;
 int i;
 if (d == 
# 1165 "driver_true.c" 3 4
         ((void *)0)
# 1165 "driver_true.c"
             )
  return -
# 1166 "driver_true.c" 3 4
         19
# 1166 "driver_true.c"
               ;
 if (n < 0 || n > 6)
  return -
# 1168 "driver_true.c" 3 4
         22
# 1168 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = pwm4_checksum(d->buf, n);
 pwm4_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long pwm4_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct pwm4_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 1185 "driver_true.c" 3 4
         ((void *)0)
# 1185 "driver_true.c"
             )
  return -
# 1186 "driver_true.c" 3 4
         19
# 1186 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0x8001u:
  d->state = (int)(arg & 3u);
  break;
 case 0x8002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0x8003u:
  if (arg > 5481u) {
   ret = -
# 1197 "driver_true.c" 3 4
         22
# 1197 "driver_true.c"
               ;
   goto out;
  }
  pwm4_update_stats(d, 3, (long)arg);
  break;
 case 0x8004u:
  ret = pwm4_self_test(d);
  break;
 case 0x8005u:
  d->state = (int)(arg & 3u);
  break;
 default:
  ret = -
# 1209 "driver_true.c" 3 4
        25
# 1209 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void pwm4_release(struct device *dev)
{
 struct pwm4_priv *d = dev->priv;
 if (d == 
# 1219 "driver_true.c" 3 4
         ((void *)0)
# 1219 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops pwm4_ops = {
 .probe = pwm4_probe,
 .open = pwm4_open,
 .read = pwm4_read,
 .write = pwm4_write,
 .ioctl = pwm4_ioctl,
 .release = pwm4_release,
};

static struct device pwm4_device;

int pwm4_init(void)
{
 int ret = device_register(&pwm4_device, "pwm4", &pwm4_ops);
 if (ret != 0)
  return ret;
 return pwm4_ops.probe(&pwm4_device);
}

void pwm4_exit(void)
{
 pwm4_ops.release(&pwm4_device);
 device_unregister(&pwm4_device);
}



struct adc5_priv {
 int state;
 unsigned int count;
 unsigned char buf[5];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
 unsigned long expires;
 int timer_armed;
};

static struct adc5_priv adc5_data;

static unsigned int adc5_checksum(const unsigned char *p, int len)
{
 unsigned int c = 1233826471u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 17) | (c >> 15);
  c += 3389845501u;
 }
 return c;
}

static int adc5_parse_label(struct adc5_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 1286 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 1286 "driver_true.c"
      (unsigned char)s[i]
# 1286 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 1286 "driver_true.c"
                                  )
   return -
# 1287 "driver_true.c" 3 4
          22
# 1287 "driver_true.c"
                ;
  d->label[i] = (char)
# 1288 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 1288 "driver_true.c"
                     (unsigned char)s[i]
# 1288 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 1288 "driver_true.c"
                     (unsigned char)s[i]
# 1288 "driver_true.c" 3 4
                     )) { int __c = (
# 1288 "driver_true.c"
                     (unsigned char)s[i]
# 1288 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 1288 "driver_true.c"
                     (unsigned char)s[i]
# 1288 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 1288 "driver_true.c"
                     (unsigned char)s[i]
# 1288 "driver_true.c" 3 4
                     )]; __res; }))
# 1288 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void adc5_update_stats(struct adc5_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 6799 || v < -6799)
  v = 6799;
 d->stats[which] += v;
 if (d->stats[which] > 6799L * 16)
  d->stats[which] = 6799L * 16;
}

static int adc5_self_test(struct adc5_priv *d)
{
 unsigned char pattern[5];
 int i;
 for (i = 0; i < 5; i++)
  pattern[i] = (unsigned char)(i * 37 + 51);
 if (adc5_checksum(pattern, 5) == 0u)
  return -
# 1313 "driver_true.c" 3 4
         5
# 1313 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 5) == 0 ? -
# 1314 "driver_true.c" 3 4
                                         5 
# 1314 "driver_true.c"
                                             : 0;
}

static int adc5_probe(struct device *dev)
{
 struct adc5_priv *d = &adc5_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "adc5");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 adc5_parse_label(d, "adc5");
 return 0;
}

static int adc5_open(struct device *dev, int mode)
{
 struct adc5_priv *d = dev->priv;
 if (d == 
# 1332 "driver_true.c" 3 4
         ((void *)0)
# 1332 "driver_true.c"
             )
  return -
# 1333 "driver_true.c" 3 4
         19
# 1333 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 1335 "driver_true.c" 3 4
         22
# 1335 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 1339 "driver_true.c" 3 4
         16
# 1339 "driver_true.c"
              ;
 }
 d->count++;
 adc5_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int adc5_read(struct device *dev, char *out, int n)
{
 struct adc5_priv *d = dev->priv;
 int i;
 if (d == 
# 1351 "driver_true.c" 3 4
         ((void *)0)
# 1351 "driver_true.c"
             )
  return -
# 1352 "driver_true.c" 3 4
         19
# 1352 "driver_true.c"
               ;
 if (n < 0)
  return -
# 1354 "driver_true.c" 3 4
         22
# 1354 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 5; i++)
  out[i] = (char)d->buf[i];
 adc5_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int adc5_write(struct device *dev, const char *in, int n)
{
 struct adc5_priv *d = dev->priv;
 int i;
 if (d == 
# 1369 "driver_true.c" 3 4
         ((void *)0)
# 1369 "driver_true.c"
             )
  return -
# 1370 "driver_true.c" 3 4
         19
# 1370 "driver_true.c"
               ;
 if (n < 0 || n > 5)
  return -
# 1372 "driver_true.c" 3 4
         22
# 1372 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = adc5_checksum(d->buf, n);
 adc5_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long adc5_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct adc5_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 1389 "driver_true.c" 3 4
         ((void *)0)
# 1389 "driver_true.c"
             )
  return -
# 1390 "driver_true.c" 3 4
         19
# 1390 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0x9001u:
  d->state = (int)(arg & 3u);
  break;
 case 0x9002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0x9003u:
  if (arg > 6799u) {
   ret = -
# 1401 "driver_true.c" 3 4
         22
# 1401 "driver_true.c"
               ;
   goto out;
  }
  adc5_update_stats(d, 3, (long)arg);
  break;
 case 0x9004u:
  ret = adc5_self_test(d);
  break;
 case 0x9091u:
  d->expires = arg;
  d->timer_armed = arg != 0;
  break;
 default:
  ret = -
# 1414 "driver_true.c" 3 4
        25
# 1414 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void adc5_release(struct device *dev)
{
 struct adc5_priv *d = dev->priv;
 if (d == 
# 1424 "driver_true.c" 3 4
         ((void *)0)
# 1424 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops adc5_ops = {
 .probe = adc5_probe,
 .open = adc5_open,
 .read = adc5_read,
 .write = adc5_write,
 .ioctl = adc5_ioctl,
 .release = adc5_release,
};

static struct device adc5_device;

int adc5_init(void)
{
 int ret = device_register(&adc5_device, "adc5", &adc5_ops);
 if (ret != 0)
  return ret;
 return adc5_ops.probe(&adc5_device);
}

void adc5_exit(void)
{
 adc5_ops.release(&adc5_device);
 device_unregister(&adc5_device);
}



struct rtc6_priv {
 int state;
 unsigned int count;
 unsigned char buf[4];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
 unsigned long expires;
 int timer_armed;
};

static struct rtc6_priv rtc6_data;

static unsigned int rtc6_checksum(const unsigned char *p, int len)
{
 unsigned int c = 1565392508u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 12) | (c >> 20);
  c += 1421686753u;
 }
 return c;
}

static int rtc6_parse_label(struct rtc6_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 1491 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 1491 "driver_true.c"
      (unsigned char)s[i]
# 1491 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 1491 "driver_true.c"
                                  )
   return -
# 1492 "driver_true.c" 3 4
          22
# 1492 "driver_true.c"
                ;
  d->label[i] = (char)
# 1493 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 1493 "driver_true.c"
                     (unsigned char)s[i]
# 1493 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 1493 "driver_true.c"
                     (unsigned char)s[i]
# 1493 "driver_true.c" 3 4
                     )) { int __c = (
# 1493 "driver_true.c"
                     (unsigned char)s[i]
# 1493 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 1493 "driver_true.c"
                     (unsigned char)s[i]
# 1493 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 1493 "driver_true.c"
                     (unsigned char)s[i]
# 1493 "driver_true.c" 3 4
                     )]; __res; }))
# 1493 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void rtc6_update_stats(struct rtc6_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 9979 || v < -9979)
  v = 9979;
 d->stats[which] += v;
 if (d->stats[which] > 9979L * 16)
  d->stats[which] = 9979L * 16;
}

static int rtc6_self_test(struct rtc6_priv *d)
{
 unsigned char pattern[4];
 int i;
 for (i = 0; i < 4; i++)
  pattern[i] = (unsigned char)(i * 37 + 9);
 if (rtc6_checksum(pattern, 4) == 0u)
  return -
# 1518 "driver_true.c" 3 4
         5
# 1518 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 4) == 0 ? -
# 1519 "driver_true.c" 3 4
                                         5 
# 1519 "driver_true.c"
                                             : 0;
}

static int rtc6_probe(struct device *dev)
{
 struct rtc6_priv *d = &rtc6_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "rtc6");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 rtc6_parse_label(d, "rtc6");
 return 0;
}

static int rtc6_open(struct device *dev, int mode)
{
 struct rtc6_priv *d = dev->priv;
 if (d == 
# 1537 "driver_true.c" 3 4
         ((void *)0)
# 1537 "driver_true.c"
             )
  return -
# 1538 "driver_true.c" 3 4
         19
# 1538 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 1540 "driver_true.c" 3 4
         22
# 1540 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 1544 "driver_true.c" 3 4
         16
# 1544 "driver_true.c"
              ;
 }
 d->count++;
 rtc6_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int rtc6_read(struct device *dev, char *out, int n)
{
 struct rtc6_priv *d = dev->priv;
 int i;
 if (d == 
# 1556 "driver_true.c" 3 4
         ((void *)0)
# 1556 "driver_true.c"
             )
  return -
# 1557 "driver_true.c" 3 4
         19
# 1557 "driver_true.c"
               ;
 if (n < 0)
  return -
# 1559 "driver_true.c" 3 4
         22
# 1559 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 4; i++)
  out[i] = (char)d->buf[i];
 rtc6_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int rtc6_write(struct device *dev, const char *in, int n)
{
 struct rtc6_priv *d = dev->priv;
 int i;
 if (d == 
# 1574 "driver_true.c" 3 4
         ((void *)0)
# 1574 "driver_true.c"
             )
  return -
# 1575 "driver_true.c" 3 4
         19
# 1575 "driver_true.c"
               ;
 if (n < 0 || n > 4)
  return -
# 1577 "driver_true.c" 3 4
         22
# 1577 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = rtc6_checksum(d->buf, n);
 rtc6_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long rtc6_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct rtc6_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 1594 "driver_true.c" 3 4
         ((void *)0)
# 1594 "driver_true.c"
             )
  return -
# 1595 "driver_true.c" 3 4
         19
# 1595 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0xa001u:
  d->state = (int)(arg & 3u);
  break;
 case 0xa002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0xa003u:
  if (arg > 9979u) {
   ret = -
# 1606 "driver_true.c" 3 4
         22
# 1606 "driver_true.c"
               ;
   goto out;
  }
  rtc6_update_stats(d, 3, (long)arg);
  break;
 case 0xa004u:
  ret = rtc6_self_test(d);
  break;
 case 0xa091u:
  d->expires = arg;
  d->timer_armed = arg != 0;
  break;
 default:
  ret = -
# 1619 "driver_true.c" 3 4
        25
# 1619 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void rtc6_release(struct device *dev)
{
 struct rtc6_priv *d = dev->priv;
 if (d == 
# 1629 "driver_true.c" 3 4
         ((void *)0)
# 1629 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops rtc6_ops = {
 .probe = rtc6_probe,
 .open = rtc6_open,
 .read = rtc6_read,
 .write = rtc6_write,
 .ioctl = rtc6_ioctl,
 .release = rtc6_release,
};

static struct device rtc6_device;

int rtc6_init(void)
{
 int ret = device_register(&rtc6_device, "rtc6", &rtc6_ops);
 if (ret != 0)
  return ret;
 return rtc6_ops.probe(&rtc6_device);
}

void rtc6_exit(void)
{
 rtc6_ops.release(&rtc6_device);
 device_unregister(&rtc6_device);
}



struct wdt7_priv {
 int state;
 unsigned int count;
 unsigned char buf[6];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
};

static struct wdt7_priv wdt7_data;

static unsigned int wdt7_checksum(const unsigned char *p, int len)
{
 unsigned int c = 3155901924u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 20) | (c >> 12);
  c += 1165036683u;
 }
 return c;
}

static int wdt7_parse_label(struct wdt7_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 1694 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 1694 "driver_true.c"
      (unsigned char)s[i]
# 1694 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 1694 "driver_true.c"
                                  )
   return -
# 1695 "driver_true.c" 3 4
          22
# 1695 "driver_true.c"
                ;
  d->label[i] = (char)
# 1696 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 1696 "driver_true.c"
                     (unsigned char)s[i]
# 1696 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 1696 "driver_true.c"
                     (unsigned char)s[i]
# 1696 "driver_true.c" 3 4
                     )) { int __c = (
# 1696 "driver_true.c"
                     (unsigned char)s[i]
# 1696 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 1696 "driver_true.c"
                     (unsigned char)s[i]
# 1696 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 1696 "driver_true.c"
                     (unsigned char)s[i]
# 1696 "driver_true.c" 3 4
                     )]; __res; }))
# 1696 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void wdt7_update_stats(struct wdt7_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 2513 || v < -2513)
  v = 2513;
 d->stats[which] += v;
 if (d->stats[which] > 2513L * 16)
  d->stats[which] = 2513L * 16;
}

static int wdt7_self_test(struct wdt7_priv *d)
{
 unsigned char pattern[6];
 int i;
 for (i = 0; i < 6; i++)
  pattern[i] = (unsigned char)(i * 37 + 37);
 if (wdt7_checksum(pattern, 6) == 0u)
  return -
# 1721 "driver_true.c" 3 4
         5
# 1721 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 6) == 0 ? -
# 1722 "driver_true.c" 3 4
                                         5 
# 1722 "driver_true.c"
                                             : 0;
}

static int wdt7_probe(struct device *dev)
{
 struct wdt7_priv *d = &wdt7_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "wdt7");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 wdt7_parse_label(d, "wdt7");
 return 0;
}

static int wdt7_open(struct device *dev, int mode)
{
 struct wdt7_priv *d = dev->priv;
 if (d == 
# 1740 "driver_true.c" 3 4
         ((void *)0)
# 1740 "driver_true.c"
             )
  return -
# 1741 "driver_true.c" 3 4
         19
# 1741 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 1743 "driver_true.c" 3 4
         22
# 1743 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 1747 "driver_true.c" 3 4
         16
# 1747 "driver_true.c"
              ;
 }
 d->count++;
 wdt7_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int wdt7_read(struct device *dev, char *out, int n)
{
 struct wdt7_priv *d = dev->priv;
 int i;
 if (d == 
# 1759 "driver_true.c" 3 4
         ((void *)0)
# 1759 "driver_true.c"
             )
  return -
# 1760 "driver_true.c" 3 4
         19
# 1760 "driver_true.c"
               ;
 if (n < 0)
  return -
# 1762 "driver_true.c" 3 4
         22
# 1762 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 6; i++)
  out[i] = (char)d->buf[i];
 wdt7_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int wdt7_write(struct device *dev, const char *in, int n)
{
 struct wdt7_priv *d = dev->priv;
 int i;
 if (d == 
# 1777 "driver_true.c" 3 4
         ((void *)0)
# 1777 "driver_true.c"
             )
  return -
# 1778 "driver_true.c" 3 4
         19
# 1778 "driver_true.c"
               ;
 if (n < 0 || n > 6)
  return -
# 1780 "driver_true.c" 3 4
         22
# 1780 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = wdt7_checksum(d->buf, n);
 wdt7_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long wdt7_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct wdt7_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 1797 "driver_true.c" 3 4
         ((void *)0)
# 1797 "driver_true.c"
             )
  return -
# 1798 "driver_true.c" 3 4
         19
# 1798 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0xb001u:
  d->state = (int)(arg & 3u);
  break;
 case 0xb002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0xb003u:
  if (arg > 2513u) {
   ret = -
# 1809 "driver_true.c" 3 4
         22
# 1809 "driver_true.c"
               ;
   goto out;
  }
  wdt7_update_stats(d, 3, (long)arg);
  break;
 case 0xb004u:
  ret = wdt7_self_test(d);
  break;
 case 0xb005u:
  d->state = (int)(arg & 3u);
  break;
 default:
  ret = -
# 1821 "driver_true.c" 3 4
        25
# 1821 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void wdt7_release(struct device *dev)
{
 struct wdt7_priv *d = dev->priv;
 if (d == 
# 1831 "driver_true.c" 3 4
         ((void *)0)
# 1831 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops wdt7_ops = {
 .probe = wdt7_probe,
 .open = wdt7_open,
 .read = wdt7_read,
 .write = wdt7_write,
 .ioctl = wdt7_ioctl,
 .release = wdt7_release,
};

static struct device wdt7_device;

int wdt7_init(void)
{
 int ret = device_register(&wdt7_device, "wdt7", &wdt7_ops);
 if (ret != 0)
  return ret;
 return wdt7_ops.probe(&wdt7_device);
}

void wdt7_exit(void)
{
 wdt7_ops.release(&wdt7_device);
 device_unregister(&wdt7_device);
}



struct uart8_priv {
 int state;
 unsigned int count;
 unsigned char buf[5];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
};

static struct uart8_priv uart8_data;

static unsigned int uart8_checksum(const unsigned char *p, int len)
{
 unsigned int c = 3227687319u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 3) | (c >> 29);
  c += 1113996961u;
 }
 return c;
}

static int uart8_parse_label(struct uart8_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 1896 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 1896 "driver_true.c"
      (unsigned char)s[i]
# 1896 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 1896 "driver_true.c"
                                  )
   return -
# 1897 "driver_true.c" 3 4
          22
# 1897 "driver_true.c"
                ;
  d->label[i] = (char)
# 1898 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 1898 "driver_true.c"
                     (unsigned char)s[i]
# 1898 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 1898 "driver_true.c"
                     (unsigned char)s[i]
# 1898 "driver_true.c" 3 4
                     )) { int __c = (
# 1898 "driver_true.c"
                     (unsigned char)s[i]
# 1898 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 1898 "driver_true.c"
                     (unsigned char)s[i]
# 1898 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 1898 "driver_true.c"
                     (unsigned char)s[i]
# 1898 "driver_true.c" 3 4
                     )]; __res; }))
# 1898 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void uart8_update_stats(struct uart8_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 9612 || v < -9612)
  v = 9612;
 d->stats[which] += v;
 if (d->stats[which] > 9612L * 16)
  d->stats[which] = 9612L * 16;
}

static int uart8_self_test(struct uart8_priv *d)
{
 unsigned char pattern[5];
 int i;
 for (i = 0; i < 5; i++)
  pattern[i] = (unsigned char)(i * 37 + 0);
 if (uart8_checksum(pattern, 5) == 0u)
  return -
# 1923 "driver_true.c" 3 4
         5
# 1923 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 5) == 0 ? -
# 1924 "driver_true.c" 3 4
                                         5 
# 1924 "driver_true.c"
                                             : 0;
}

static int uart8_probe(struct device *dev)
{
 struct uart8_priv *d = &uart8_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "uart8");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 uart8_parse_label(d, "uart8");
 return 0;
}

static int uart8_open(struct device *dev, int mode)
{
 struct uart8_priv *d = dev->priv;
 if (d == 
# 1942 "driver_true.c" 3 4
         ((void *)0)
# 1942 "driver_true.c"
             )
  return -
# 1943 "driver_true.c" 3 4
         19
# 1943 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 1945 "driver_true.c" 3 4
         22
# 1945 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 1949 "driver_true.c" 3 4
         16
# 1949 "driver_true.c"
              ;
 }
 d->count++;
 uart8_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int uart8_read(struct device *dev, char *out, int n)
{
 struct uart8_priv *d = dev->priv;
 int i;
 if (d == 
# 1961 "driver_true.c" 3 4
         ((void *)0)
# 1961 "driver_true.c"
             )
  return -
# 1962 "driver_true.c" 3 4
         19
# 1962 "driver_true.c"
               ;
 if (n < 0)
  return -
# 1964 "driver_true.c" 3 4
         22
# 1964 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 5; i++)
  out[i] = (char)d->buf[i];
 uart8_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int uart8_write(struct device *dev, const char *in, int n)
{
 struct uart8_priv *d = dev->priv;
 int i;
 if (d == 
# 1979 "driver_true.c" 3 4
         ((void *)0)
# 1979 "driver_true.c"
             )
  return -
# 1980 "driver_true.c" 3 4
         19
# 1980 "driver_true.c"
               ;
 if (n < 0 || n > 5)
  return -
# 1982 "driver_true.c" 3 4
         22
# 1982 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = uart8_checksum(d->buf, n);
 uart8_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long uart8_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct uart8_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 1999 "driver_true.c" 3 4
         ((void *)0)
# 1999 "driver_true.c"
             )
  return -
# 2000 "driver_true.c" 3 4
         19
# 2000 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0xc001u:
  d->state = (int)(arg & 3u);
  break;
 case 0xc002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0xc003u:
  if (arg > 9612u) {
   ret = -
# 2011 "driver_true.c" 3 4
         22
# 2011 "driver_true.c"
               ;
   goto out;
  }
  uart8_update_stats(d, 3, (long)arg);
  break;
 case 0xc004u:
  ret = uart8_self_test(d);
  break;
 case 0xc005u:
  d->state = (int)(arg & 3u);
  break;
 case 0xc006u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 default:
  ret = -
# 2026 "driver_true.c" 3 4
        25
# 2026 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void uart8_release(struct device *dev)
{
 struct uart8_priv *d = dev->priv;
 if (d == 
# 2036 "driver_true.c" 3 4
         ((void *)0)
# 2036 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops uart8_ops = {
 .probe = uart8_probe,
 .open = uart8_open,
 .read = uart8_read,
 .write = uart8_write,
 .ioctl = uart8_ioctl,
 .release = uart8_release,
};

static struct device uart8_device;

int uart8_init(void)
{
 int ret = device_register(&uart8_device, "uart8", &uart8_ops);
 if (ret != 0)
  return ret;
 return uart8_ops.probe(&uart8_device);
}

void uart8_exit(void)
{
 uart8_ops.release(&uart8_device);
 device_unregister(&uart8_device);
}



struct i2c9_priv {
 int state;
 unsigned int count;
 unsigned char buf[7];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
 unsigned long expires;
 int timer_armed;
};

static struct i2c9_priv i2c9_data;

static unsigned int i2c9_checksum(const unsigned char *p, int len)
{
 unsigned int c = 2268696804u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 11) | (c >> 21);
  c += 1268832781u;
 }
 return c;
}

static int i2c9_parse_label(struct i2c9_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 2103 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 2103 "driver_true.c"
      (unsigned char)s[i]
# 2103 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 2103 "driver_true.c"
                                  )
   return -
# 2104 "driver_true.c" 3 4
          22
# 2104 "driver_true.c"
                ;
  d->label[i] = (char)
# 2105 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 2105 "driver_true.c"
                     (unsigned char)s[i]
# 2105 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 2105 "driver_true.c"
                     (unsigned char)s[i]
# 2105 "driver_true.c" 3 4
                     )) { int __c = (
# 2105 "driver_true.c"
                     (unsigned char)s[i]
# 2105 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 2105 "driver_true.c"
                     (unsigned char)s[i]
# 2105 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 2105 "driver_true.c"
                     (unsigned char)s[i]
# 2105 "driver_true.c" 3 4
                     )]; __res; }))
# 2105 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void i2c9_update_stats(struct i2c9_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 4548 || v < -4548)
  v = 4548;
 d->stats[which] += v;
 if (d->stats[which] > 4548L * 16)
  d->stats[which] = 4548L * 16;
}

static int i2c9_self_test(struct i2c9_priv *d)
{
 unsigned char pattern[7];
 int i;
 for (i = 0; i < 7; i++)
  pattern[i] = (unsigned char)(i * 37 + 82);
 if (i2c9_checksum(pattern, 7) == 0u)
  return -
# 2130 "driver_true.c" 3 4
         5
# 2130 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 7) == 0 ? -
# 2131 "driver_true.c" 3 4
                                         5 
# 2131 "driver_true.c"
                                             : 0;
}

static int i2c9_probe(struct device *dev)
{
 struct i2c9_priv *d = &i2c9_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "i2c9");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 i2c9_parse_label(d, "i2c9");
 return 0;
}

static int i2c9_open(struct device *dev, int mode)
{
 struct i2c9_priv *d = dev->priv;
 if (d == 
# 2149 "driver_true.c" 3 4
         ((void *)0)
# 2149 "driver_true.c"
             )
  return -
# 2150 "driver_true.c" 3 4
         19
# 2150 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 2152 "driver_true.c" 3 4
         22
# 2152 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 2156 "driver_true.c" 3 4
         16
# 2156 "driver_true.c"
              ;
 }
 d->count++;
 i2c9_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int i2c9_read(struct device *dev, char *out, int n)
{
 struct i2c9_priv *d = dev->priv;
 int i;
 if (d == 
# 2168 "driver_true.c" 3 4
         ((void *)0)
# 2168 "driver_true.c"
             )
  return -
# 2169 "driver_true.c" 3 4
         19
# 2169 "driver_true.c"
               ;
 if (n < 0)
  return -
# 2171 "driver_true.c" 3 4
         22
# 2171 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 7; i++)
  out[i] = (char)d->buf[i];
 i2c9_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int i2c9_write(struct device *dev, const char *in, int n)
{
 struct i2c9_priv *d = dev->priv;
 int i;
 if (d == 
# 2186 "driver_true.c" 3 4
         ((void *)0)
# 2186 "driver_true.c"
             )
  return -
# 2187 "driver_true.c" 3 4
         19
# 2187 "driver_true.c"
               ;
 if (n < 0 || n > 7)
  return -
# 2189 "driver_true.c" 3 4
         22
# 2189 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = i2c9_checksum(d->buf, n);
 i2c9_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long i2c9_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct i2c9_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 2206 "driver_true.c" 3 4
         ((void *)0)
# 2206 "driver_true.c"
             )
  return -
# 2207 "driver_true.c" 3 4
         19
# 2207 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0xd001u:
  d->state = (int)(arg & 3u);
  break;
 case 0xd002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0xd003u:
  if (arg > 4548u) {
   ret = -
# 2218 "driver_true.c" 3 4
         22
# 2218 "driver_true.c"
               ;
   goto out;
  }
  i2c9_update_stats(d, 3, (long)arg);
  break;
 case 0xd091u:
  d->expires = arg;
  d->timer_armed = arg != 0;
  break;
 default:
  ret = -
# 2228 "driver_true.c" 3 4
        25
# 2228 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void i2c9_release(struct device *dev)
{
 struct i2c9_priv *d = dev->priv;
 if (d == 
# 2238 "driver_true.c" 3 4
         ((void *)0)
# 2238 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops i2c9_ops = {
 .probe = i2c9_probe,
 .open = i2c9_open,
 .read = i2c9_read,
 .write = i2c9_write,
 .ioctl = i2c9_ioctl,
 .release = i2c9_release,
};

static struct device i2c9_device;

int i2c9_init(void)
{
 int ret = device_register(&i2c9_device, "i2c9", &i2c9_ops);
 if (ret != 0)
  return ret;
 return i2c9_ops.probe(&i2c9_device);
}

void i2c9_exit(void)
{
 i2c9_ops.release(&i2c9_device);
 device_unregister(&i2c9_device);
}



struct spi10_priv {
 int state;
 unsigned int count;
 unsigned char buf[5];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
 unsigned long expires;
 int timer_armed;
};

static struct spi10_priv spi10_data;

static unsigned int spi10_checksum(const unsigned char *p, int len)
{
 unsigned int c = 280186038u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 1) | (c >> 31);
  c += 3660633751u;
 }
 return c;
}

static int spi10_parse_label(struct spi10_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 2305 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 2305 "driver_true.c"
      (unsigned char)s[i]
# 2305 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 2305 "driver_true.c"
                                  )
   return -
# 2306 "driver_true.c" 3 4
          22
# 2306 "driver_true.c"
                ;
  d->label[i] = (char)
# 2307 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 2307 "driver_true.c"
                     (unsigned char)s[i]
# 2307 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 2307 "driver_true.c"
                     (unsigned char)s[i]
# 2307 "driver_true.c" 3 4
                     )) { int __c = (
# 2307 "driver_true.c"
                     (unsigned char)s[i]
# 2307 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 2307 "driver_true.c"
                     (unsigned char)s[i]
# 2307 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 2307 "driver_true.c"
                     (unsigned char)s[i]
# 2307 "driver_true.c" 3 4
                     )]; __res; }))
# 2307 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void spi10_update_stats(struct spi10_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 8363 || v < -8363)
  v = 8363;
 d->stats[which] += v;
 if (d->stats[which] > 8363L * 16)
  d->stats[which] = 8363L * 16;
}

static int spi10_self_test(struct spi10_priv *d)
{
 unsigned char pattern[5];
 int i;
 for (i = 0; i < 5; i++)
  pattern[i] = (unsigned char)(i * 37 + 83);
 if (spi10_checksum(pattern, 5) == 0u)
  return -
# 2332 "driver_true.c" 3 4
         5
# 2332 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 5) == 0 ? -
# 2333 "driver_true.c" 3 4
                                         5 
# 2333 "driver_true.c"
                                             : 0;
}

static int spi10_probe(struct device *dev)
{
 struct spi10_priv *d = &spi10_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "spi10");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 spi10_parse_label(d, "spi10");
 return 0;
}

static int spi10_open(struct device *dev, int mode)
{
 struct spi10_priv *d = dev->priv;
 if (d == 
# 2351 "driver_true.c" 3 4
         ((void *)0)
# 2351 "driver_true.c"
             )
  return -
# 2352 "driver_true.c" 3 4
         19
# 2352 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 2354 "driver_true.c" 3 4
         22
# 2354 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 2358 "driver_true.c" 3 4
         16
# 2358 "driver_true.c"
              ;
 }
 d->count++;
 spi10_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int spi10_read(struct device *dev, char *out, int n)
{
 struct spi10_priv *d = dev->priv;
 int i;
 if (d == 
# 2370 "driver_true.c" 3 4
         ((void *)0)
# 2370 "driver_true.c"
             )
  return -
# 2371 "driver_true.c" 3 4
         19
# 2371 "driver_true.c"
               ;
 if (n < 0)
  return -
# 2373 "driver_true.c" 3 4
         22
# 2373 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 5; i++)
  out[i] = (char)d->buf[i];
 spi10_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int spi10_write(struct device *dev, const char *in, int n)
{
 struct spi10_priv *d = dev->priv;
 int i;
 if (d == 
# 2388 "driver_true.c" 3 4
         ((void *)0)
# 2388 "driver_true.c"
             )
  return -
# 2389 "driver_true.c" 3 4
         19
# 2389 "driver_true.c"
               ;
 if (n < 0 || n > 5)
  return -
# 2391 "driver_true.c" 3 4
         22
# 2391 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = spi10_checksum(d->buf, n);
 spi10_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long spi10_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct spi10_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 2408 "driver_true.c" 3 4
         ((void *)0)
# 2408 "driver_true.c"
             )
  return -
# 2409 "driver_true.c" 3 4
         19
# 2409 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0xe001u:
  d->state = (int)(arg & 3u);
  break;
 case 0xe002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0xe003u:
  if (arg > 8363u) {
   ret = -
# 2420 "driver_true.c" 3 4
         22
# 2420 "driver_true.c"
               ;
   goto out;
  }
  spi10_update_stats(d, 3, (long)arg);
  break;
 case 0xe004u:
  ret = spi10_self_test(d);
  break;
 case 0xe005u:
  d->state = (int)(arg & 3u);
  break;
 case 0xe006u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0xe091u:
  d->expires = arg;
  d->timer_armed = arg != 0;
  break;
 default:
  ret = -
# 2439 "driver_true.c" 3 4
        25
# 2439 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void spi10_release(struct device *dev)
{
 struct spi10_priv *d = dev->priv;
 if (d == 
# 2449 "driver_true.c" 3 4
         ((void *)0)
# 2449 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops spi10_ops = {
 .probe = spi10_probe,
 .open = spi10_open,
 .read = spi10_read,
 .write = spi10_write,
 .ioctl = spi10_ioctl,
 .release = spi10_release,
};

static struct device spi10_device;

int spi10_init(void)
{
 int ret = device_register(&spi10_device, "spi10", &spi10_ops);
 if (ret != 0)
  return ret;
 return spi10_ops.probe(&spi10_device);
}

void spi10_exit(void)
{
 spi10_ops.release(&spi10_device);
 device_unregister(&spi10_device);
}



struct gpio11_priv {
 int state;
 unsigned int count;
 unsigned char buf[4];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
};

static struct gpio11_priv gpio11_data;

static unsigned int gpio11_checksum(const unsigned char *p, int len)
{
 unsigned int c = 4111223018u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 25) | (c >> 7);
  c += 2919164665u;
 }
 return c;
}

static int gpio11_parse_label(struct gpio11_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 2514 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 2514 "driver_true.c"
      (unsigned char)s[i]
# 2514 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 2514 "driver_true.c"
                                  )
   return -
# 2515 "driver_true.c" 3 4
          22
# 2515 "driver_true.c"
                ;
  d->label[i] = (char)
# 2516 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 2516 "driver_true.c"
                     (unsigned char)s[i]
# 2516 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 2516 "driver_true.c"
                     (unsigned char)s[i]
# 2516 "driver_true.c" 3 4
                     )) { int __c = (
# 2516 "driver_true.c"
                     (unsigned char)s[i]
# 2516 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 2516 "driver_true.c"
                     (unsigned char)s[i]
# 2516 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 2516 "driver_true.c"
                     (unsigned char)s[i]
# 2516 "driver_true.c" 3 4
                     )]; __res; }))
# 2516 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void gpio11_update_stats(struct gpio11_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 10030 || v < -10030)
  v = 10030;
 d->stats[which] += v;
 if (d->stats[which] > 10030L * 16)
  d->stats[which] = 10030L * 16;
}

static int gpio11_self_test(struct gpio11_priv *d)
{
 unsigned char pattern[4];
 int i;
 for (i = 0; i < 4; i++)
  pattern[i] = (unsigned char)(i * 37 + 44);
 if (gpio11_checksum(pattern, 4) == 0u)
  return -
# 2541 "driver_true.c" 3 4
         5
# 2541 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 4) == 0 ? -
# 2542 "driver_true.c" 3 4
                                         5 
# 2542 "driver_true.c"
                                             : 0;
}

static int gpio11_probe(struct device *dev)
{
 struct gpio11_priv *d = &gpio11_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "gpio11");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 gpio11_parse_label(d, "gpio11");
 return 0;
}

static int gpio11_open(struct device *dev, int mode)
{
 struct gpio11_priv *d = dev->priv;
 if (d == 
# 2560 "driver_true.c" 3 4
         ((void *)0)
# 2560 "driver_true.c"
             )
  return -
# 2561 "driver_true.c" 3 4
         19
# 2561 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 2563 "driver_true.c" 3 4
         22
# 2563 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 2567 "driver_true.c" 3 4
         16
# 2567 "driver_true.c"
              ;
 }
 d->count++;
 gpio11_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int gpio11_read(struct device *dev, char *out, int n)
{
 struct gpio11_priv *d = dev->priv;
 int i;
 if (d == 
# 2579 "driver_true.c" 3 4
         ((void *)0)
# 2579 "driver_true.c"
             )
  return -
# 2580 "driver_true.c" 3 4
         19
# 2580 "driver_true.c"
               ;
 if (n < 0)
  return -
# 2582 "driver_true.c" 3 4
         22
# 2582 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 4; i++)
  out[i] = (char)d->buf[i];
 gpio11_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int gpio11_write(struct device *dev, const char *in, int n)
{
 struct gpio11_priv *d = dev->priv;
 int i;
 if (d == 
# 2597 "driver_true.c" 3 4
         ((void *)0)
# 2597 "driver_true.c"
             )
  return -
# 2598 "driver_true.c" 3 4
         19
# 2598 "driver_true.c"
               ;
 if (n < 0 || n > 4)
  return -
# 2600 "driver_true.c" 3 4
         22
# 2600 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = gpio11_checksum(d->buf, n);
 gpio11_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long gpio11_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct gpio11_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 2617 "driver_true.c" 3 4
         ((void *)0)
# 2617 "driver_true.c"
             )
  return -
# 2618 "driver_true.c" 3 4
         19
# 2618 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0xf001u:
  d->state = (int)(arg & 3u);
  break;
 case 0xf002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0xf003u:
  if (arg > 10030u) {
   ret = -
# 2629 "driver_true.c" 3 4
         22
# 2629 "driver_true.c"
               ;
   goto out;
  }
  gpio11_update_stats(d, 3, (long)arg);
  break;
 default:
  ret = -
# 2635 "driver_true.c" 3 4
        25
# 2635 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void gpio11_release(struct device *dev)
{
 struct gpio11_priv *d = dev->priv;
 if (d == 
# 2645 "driver_true.c" 3 4
         ((void *)0)
# 2645 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops gpio11_ops = {
 .probe = gpio11_probe,
 .open = gpio11_open,
 .read = gpio11_read,
 .write = gpio11_write,
 .ioctl = gpio11_ioctl,
 .release = gpio11_release,
};

static struct device gpio11_device;

int gpio11_init(void)
{
 int ret = device_register(&gpio11_device, "gpio11", &gpio11_ops);
 if (ret != 0)
  return ret;
 return gpio11_ops.probe(&gpio11_device);
}

void gpio11_exit(void)
{
 gpio11_ops.release(&gpio11_device);
 device_unregister(&gpio11_device);
}



struct pwm12_priv {
 int state;
 unsigned int count;
 unsigned char buf[6];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
 unsigned long expires;
 int timer_armed;
};

static struct pwm12_priv pwm12_data;

static unsigned int pwm12_checksum(const unsigned char *p, int len)
{
 unsigned int c = 2067245873u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 1) | (c >> 31);
  c += 3551407087u;
 }
 return c;
}

static int pwm12_parse_label(struct pwm12_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 2712 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 2712 "driver_true.c"
      (unsigned char)s[i]
# 2712 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 2712 "driver_true.c"
                                  )
   return -
# 2713 "driver_true.c" 3 4
          22
# 2713 "driver_true.c"
                ;
  d->label[i] = (char)
# 2714 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 2714 "driver_true.c"
                     (unsigned char)s[i]
# 2714 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 2714 "driver_true.c"
                     (unsigned char)s[i]
# 2714 "driver_true.c" 3 4
                     )) { int __c = (
# 2714 "driver_true.c"
                     (unsigned char)s[i]
# 2714 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 2714 "driver_true.c"
                     (unsigned char)s[i]
# 2714 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 2714 "driver_true.c"
                     (unsigned char)s[i]
# 2714 "driver_true.c" 3 4
                     )]; __res; }))
# 2714 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void pwm12_update_stats(struct pwm12_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 1993 || v < -1993)
  v = 1993;
 d->stats[which] += v;
 if (d->stats[which] > 1993L * 16)
  d->stats[which] = 1993L * 16;
}

static int pwm12_self_test(struct pwm12_priv *d)
{
 unsigned char pattern[6];
 int i;
 for (i = 0; i < 6; i++)
  pattern[i] = (unsigned char)(i * 37 + 12);
 if (pwm12_checksum(pattern, 6) == 0u)
  return -
# 2739 "driver_true.c" 3 4
         5
# 2739 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 6) == 0 ? -
# 2740 "driver_true.c" 3 4
                                         5 
# 2740 "driver_true.c"
                                             : 0;
}

static int pwm12_probe(struct device *dev)
{
 struct pwm12_priv *d = &pwm12_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "pwm12");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 pwm12_parse_label(d, "pwm12");
 return 0;
}

static int pwm12_open(struct device *dev, int mode)
{
 struct pwm12_priv *d = dev->priv;
 if (d == 
# 2758 "driver_true.c" 3 4
         ((void *)0)
# 2758 "driver_true.c"
             )
  return -
# 2759 "driver_true.c" 3 4
         19
# 2759 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 2761 "driver_true.c" 3 4
         22
# 2761 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 2765 "driver_true.c" 3 4
         16
# 2765 "driver_true.c"
              ;
 }
 d->count++;
 pwm12_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int pwm12_read(struct device *dev, char *out, int n)
{
 struct pwm12_priv *d = dev->priv;
 int i;
 if (d == 
# 2777 "driver_true.c" 3 4
         ((void *)0)
# 2777 "driver_true.c"
             )
  return -
# 2778 "driver_true.c" 3 4
         19
# 2778 "driver_true.c"
               ;
 if (n < 0)
  return -
# 2780 "driver_true.c" 3 4
         22
# 2780 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 6; i++)
  out[i] = (char)d->buf[i];
 pwm12_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int pwm12_write(struct device *dev, const char *in, int n)
{
 struct pwm12_priv *d = dev->priv;
 int i;
 if (d == 
# 2795 "driver_true.c" 3 4
         ((void *)0)
# 2795 "driver_true.c"
             )
  return -
# 2796 "driver_true.c" 3 4
         19
# 2796 "driver_true.c"
               ;
 if (n < 0 || n > 6)
  return -
# 2798 "driver_true.c" 3 4
         22
# 2798 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = pwm12_checksum(d->buf, n);
 pwm12_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long pwm12_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct pwm12_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 2815 "driver_true.c" 3 4
         ((void *)0)
# 2815 "driver_true.c"
             )
  return -
# 2816 "driver_true.c" 3 4
         19
# 2816 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0x10001u:
  d->state = (int)(arg & 3u);
  break;
 case 0x10002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0x10003u:
  if (arg > 1993u) {
   ret = -
# 2827 "driver_true.c" 3 4
         22
# 2827 "driver_true.c"
               ;
   goto out;
  }
  pwm12_update_stats(d, 3, (long)arg);
  break;
 case 0x10004u:
  ret = pwm12_self_test(d);
  break;
 case 0x10091u:
  d->expires = arg;
  d->timer_armed = arg != 0;
  break;
 default:
  ret = -
# 2840 "driver_true.c" 3 4
        25
# 2840 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void pwm12_release(struct device *dev)
{
 struct pwm12_priv *d = dev->priv;
 if (d == 
# 2850 "driver_true.c" 3 4
         ((void *)0)
# 2850 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops pwm12_ops = {
 .probe = pwm12_probe,
 .open = pwm12_open,
 .read = pwm12_read,
 .write = pwm12_write,
 .ioctl = pwm12_ioctl,
 .release = pwm12_release,
};

static struct device pwm12_device;

int pwm12_init(void)
{
 int ret = device_register(&pwm12_device, "pwm12", &pwm12_ops);
 if (ret != 0)
  return ret;
 return pwm12_ops.probe(&pwm12_device);
}

void pwm12_exit(void)
{
 pwm12_ops.release(&pwm12_device);
 device_unregister(&pwm12_device);
}



struct adc13_priv {
 int state;
 unsigned int count;
 unsigned char buf[6];
 int len;
 unsigned int crc;
 char label[12];
 struct mutex lock;
 long stats[4];
 struct ring rx;
 unsigned long expires;
 int timer_armed;
};

static struct adc13_priv adc13_data;

static unsigned int adc13_checksum(const unsigned char *p, int len)
{
 unsigned int c = 924594067u;
 int i;
 for (i = 0; i < len; i++) {
  c ^= p[i];
  c = (c << 5) | (c >> 27);
  c += 243867771u;
 }
 return c;
}

static int adc13_parse_label(struct adc13_priv *d, const char *s)
{
 int i = 0;
 while (i < 11 && s[i] != '\0') {
  if (!
# 2917 "driver_true.c" 3 4
      ((*__ctype_b_loc ())[(int) ((
# 2917 "driver_true.c"
      (unsigned char)s[i]
# 2917 "driver_true.c" 3 4
      ))] & (unsigned short int) _ISalnum)
# 2917 "driver_true.c"
                                  )
   return -
# 2918 "driver_true.c" 3 4
          22
# 2918 "driver_true.c"
                ;
  d->label[i] = (char)
# 2919 "driver_true.c" 3 4
                     (__extension__ ({ int __res; if (sizeof (
# 2919 "driver_true.c"
                     (unsigned char)s[i]
# 2919 "driver_true.c" 3 4
                     ) > 1) { if (__builtin_constant_p (
# 2919 "driver_true.c"
                     (unsigned char)s[i]
# 2919 "driver_true.c" 3 4
                     )) { int __c = (
# 2919 "driver_true.c"
                     (unsigned char)s[i]
# 2919 "driver_true.c" 3 4
                     ); __res = __c < -128 || __c > 255 ? __c : (*__ctype_toupper_loc ())[__c]; } else __res = toupper (
# 2919 "driver_true.c"
                     (unsigned char)s[i]
# 2919 "driver_true.c" 3 4
                     ); } else __res = (*__ctype_toupper_loc ())[(int) (
# 2919 "driver_true.c"
                     (unsigned char)s[i]
# 2919 "driver_true.c" 3 4
                     )]; __res; }))
# 2919 "driver_true.c"
                                                 ;
  i++;
 }
 d->label[i] = '\0';
 return i;
}

static void adc13_update_stats(struct adc13_priv *d, int which, long v)
{
 if (which < 0 || which >= 4)
  return;
 if (v > 8499 || v < -8499)
  v = 8499;
 d->stats[which] += v;
 if (d->stats[which] > 8499L * 16)
  d->stats[which] = 8499L * 16;
}

static int adc13_self_test(struct adc13_priv *d)
{
 unsigned char pattern[6];
 int i;
 for (i = 0; i < 6; i++)
  pattern[i] = (unsigned char)(i * 37 + 58);
 if (adc13_checksum(pattern, 6) == 0u)
  return -
# 2944 "driver_true.c" 3 4
         5
# 2944 "driver_true.c"
            ;
 return crc16(0xffff, pattern, 6) == 0 ? -
# 2945 "driver_true.c" 3 4
                                         5 
# 2945 "driver_true.c"
                                             : 0;
}

static int adc13_probe(struct device *dev)
{
 struct adc13_priv *d = &adc13_data;
 memset(d, 0, sizeof(*d));
 mutex_init(&d->lock, "adc13");
 d->state = 1;
 dev->priv = d;
 dev->lock = &d->lock;
 adc13_parse_label(d, "adc13");
 return 0;
}

static int adc13_open(struct device *dev, int mode)
{
 struct adc13_priv *d = dev->priv;
 if (d == 
# 2963 "driver_true.c" 3 4
         ((void *)0)
# 2963 "driver_true.c"
             )
  return -
# 2964 "driver_true.c" 3 4
         19
# 2964 "driver_true.c"
               ;
 if (mode & ~3)
  return -
# 2966 "driver_true.c" 3 4
         22
# 2966 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (d->state == 0) {
  mutex_unlock(&d->lock);
  return -
# 2970 "driver_true.c" 3 4
         16
# 2970 "driver_true.c"
              ;
 }
 d->count++;
 adc13_update_stats(d, 0, 1);
 mutex_unlock(&d->lock);
 return 0;
}

static int adc13_read(struct device *dev, char *out, int n)
{
 struct adc13_priv *d = dev->priv;
 int i;
 if (d == 
# 2982 "driver_true.c" 3 4
         ((void *)0)
# 2982 "driver_true.c"
             )
  return -
# 2983 "driver_true.c" 3 4
         19
# 2983 "driver_true.c"
               ;
 if (n < 0)
  return -
# 2985 "driver_true.c" 3 4
         22
# 2985 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 if (n > d->len)
  n = d->len;
 for (i = 0; i < n && i < 6; i++)
  out[i] = (char)d->buf[i];
 adc13_update_stats(d, 1, n);
 mutex_unlock(&d->lock);
 return n;
}

static int adc13_write(struct device *dev, const char *in, int n)
{
 struct adc13_priv *d = dev->priv;
 int i;
 if (d == 
# 3000 "driver_true.c" 3 4
         ((void *)0)
# 3000 "driver_true.c"
             )
  return -
# 3001 "driver_true.c" 3 4
         19
# 3001 "driver_true.c"
               ;
 if (n < 0 || n > 6)
  return -
# 3003 "driver_true.c" 3 4
         22
# 3003 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 for (i = 0; i < n; i++) {
  d->buf[i] = (unsigned char)in[i];
  ring_put(&d->rx, d->buf[i]);
 }
 d->len = n;
 d->crc = adc13_checksum(d->buf, n);
 adc13_update_stats(d, 2, n);
 mutex_unlock(&d->lock);
 return n;
}

static long adc13_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
 struct adc13_priv *d = dev->priv;
 long ret = 0;
 if (d == 
# 3020 "driver_true.c" 3 4
         ((void *)0)
# 3020 "driver_true.c"
             )
  return -
# 3021 "driver_true.c" 3 4
         19
# 3021 "driver_true.c"
               ;
 mutex_lock(&d->lock);
 switch (cmd) {
 case 0x11001u:
  d->state = (int)(arg & 3u);
  break;
 case 0x11002u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0x11003u:
  if (arg > 8499u) {
   ret = -
# 3032 "driver_true.c" 3 4
         22
# 3032 "driver_true.c"
               ;
   goto out;
  }
  adc13_update_stats(d, 3, (long)arg);
  break;
 case 0x11004u:
  ret = adc13_self_test(d);
  break;
 case 0x11005u:
  d->state = (int)(arg & 3u);
  break;
 case 0x11006u:
  ret = (long)(d->crc & 0x7fffffffu);
  break;
 case 0x11091u:
  d->expires = arg;
  d->timer_armed = arg != 0;
  break;
 default:
  ret = -
# 3051 "driver_true.c" 3 4
        25
# 3051 "driver_true.c"
              ;
 }
out:
 mutex_unlock(&d->lock);
 return ret;
}

static void adc13_release(struct device *dev)
{
 struct adc13_priv *d = dev->priv;
 if (d == 
# 3061 "driver_true.c" 3 4
         ((void *)0)
# 3061 "driver_true.c"
             )
  return;
 mutex_lock(&d->lock);
 if (d->count > 0)
  d->count--;
 mutex_unlock(&d->lock);
}

static const struct dev_ops adc13_ops = {
 .probe = adc13_probe,
 .open = adc13_open,
 .read = adc13_read,
 .write = adc13_write,
 .ioctl = adc13_ioctl,
 .release = adc13_release,
};

static struct device adc13_device;

int adc13_init(void)
{
 int ret = device_register(&adc13_device, "adc13", &adc13_ops);
 if (ret != 0)
  return ret;
 return adc13_ops.probe(&adc13_device);
}

void adc13_exit(void)
{
 adc13_ops.release(&adc13_device);
 device_unregister(&adc13_device);
}

static struct device *registered[3];

int main(void)
{
 char buf[16];
 int i, round;

 INIT_LIST_HEAD(&device_list);
 if (uart0_init() != 0)
  return 0;
 registered[0] = &uart0_device;
 if (i2c1_init() != 0)
  return 0;
 registered[1] = &i2c1_device;
 if (spi2_init() != 0)
  return 0;
 registered[2] = &spi2_device;
 for (round = 0; round < 2; round++) {
  int k = __VERIFIER_nondet_int();
  struct device *dev;
  int n;
  if (k < 0 || k >= 3)
   break;
  dev = registered[k];
  switch (__VERIFIER_nondet_int()) {
  case 0:
   dev->ops->open(dev, __VERIFIER_nondet_int());
   break;
  case 1:
   dev->ops->read(dev, buf, __VERIFIER_nondet_int());
   break;
  case 2:
   n = __VERIFIER_nondet_int();
   if (n < 0 || n > 8)
    n = 0;
   for (i = 0; i < n; i++)
    buf[i] = __VERIFIER_nondet_char();
   dev->ops->write(dev, buf, n);
   break;
  case 3:
   dev->ops->ioctl(dev, __VERIFIER_nondet_uint(), __VERIFIER_nondet_ulong());
   break;
  default:
   dev->ops->release(dev);
  }
 }
 for (i = 0; i < 3; i++)
  if (mutex_is_locked(registered[i]->lock))
   reach_error();
 return 0;
}
