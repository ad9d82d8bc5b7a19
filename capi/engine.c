/* engine.c - the library in a process made by fork() without exec().
 *
 * The Go runtime of a copy of the library does not survive fork(): only the
 * forking thread is in the child, and the runtime's other threads (scheduler,
 * garbage collector) are not, so a call into Go would wait for them forever.
 * The C part of the library and every handle (C memory) do survive. So in a
 * forked child the first call that needs Go loads a private copy of the
 * library, with a fresh runtime, and from then on the calls into Go of this
 * copy go to that one's Go entry points (engine.h); everything else (the
 * public functions, the handles, the C state) stays this copy's. In a child
 * of a child the same happens again, from the same file.
 *
 * A second copy must be a second file to the dynamic loader (it finds an
 * object already loaded by its device and inode), so this copy's file is
 * written into a memfd and loaded as /proc/self/fd/N, RTLD_LOCAL: none of its
 * symbols is seen by anyone but us. The parent writes that memfd once, at its
 * first fork (the pthread_atfork prepare handler), sealed, and its children
 * all load it: they share its pages, where a copy written by each child would
 * cost each the library's size. A child that loaded it cannot load the same
 * file again for its own children (the loader would hand back the dead copy),
 * so at its own first fork it writes a new one.
 *
 * Locks: glibc resets the dynamic loader's locks and malloc's arenas in a
 * child, so the dlopen and the copy's runtime start (threads, mmap) cannot
 * wait for a thread of the parent; load_lock is held across fork() by the
 * prepare handler. Signals: the copy's runtime installs its handlers over
 * ours and forwards to them the signals that are not its own; ours have no
 * thread of their runtime left to act on. State: the Go side calls back into
 * C only for stateless helpers, except the record of the last parse failure,
 * which the copy sends to ours (wurl__host_parse_failed). Its table of entry points is found at the
 * same offset from its base as ours from our base (the same file, checked by
 * device, inode and size against the one this copy was loaded from). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "internal.h"
#include "_cgo_export.h"
#include "engine.h"

volatile int wurl__forked = 0;
uint32_t wurl__gen = 0;
const struct wurl_engine *volatile wurl__copy = NULL;
void (*wurl__host_parse_failed)(int, int) = NULL;

/* This copy's own entry points, which the private copy's table mirrors. */
static const struct wurl_engine own = {&own, WURL_ENGINE_EXPORTS(WURL__ENGINE_INIT)};

/* The file this copy was loaded from, as it was then; path is empty when the
 * library is not a shared object of its own (linked statically from the C
 * archive: no file to load a copy from). */
static struct {
  char path[PATH_MAX];
  dev_t dev;
  ino_t ino;
  off_t size;
  const char *base; /* where this copy is mapped */
} self;

/* Held across fork() (prepare to parent/child handlers): a child never
 * starts with it held by a thread it does not have. */
static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;
static int load_failed; /* in this process; a new fork tries again */

/* The sealed copy this process's children load (close-on-exec), or -1; dev
 * and ino tell it from another file that took its descriptor number (a child
 * that closed its descriptors). */
static struct {
  int fd;
  dev_t dev;
  ino_t ino;
} shared = {-1, 0, 0};

/* The object holding addr: its name ("" for the main program) and base. */
struct lookup {
  const void *addr;
  const char *name;
  const char *base;
};

static int find_object(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct lookup *l = data;
  for (int i = 0; i < info->dlpi_phnum; i++) {
    const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
    uintptr_t start = info->dlpi_addr + ph->p_vaddr;
    if (ph->p_type == PT_LOAD && (uintptr_t)l->addr >= start &&
        (uintptr_t)l->addr < start + ph->p_memsz) {
      l->name = info->dlpi_name;
      l->base = (const char *)info->dlpi_addr;
      return 1;
    }
  }
  return 0;
}

/* Finds the object that holds addr; 0 when none does. */
static int object_of(const void *addr, struct lookup *l) {
  l->addr = addr;
  l->name = NULL;
  return dl_iterate_phdr(find_object, l) == 1 && l->name != NULL;
}

/* In a forked child: this copy's runtime is gone, and so is any private copy
 * the parent had loaded (it was the parent's). Only the forking thread runs
 * here, so nothing else reads these meanwhile. */
static void atfork_child(void) {
  wurl__copy = NULL;
  wurl__gen++;
  load_failed = 0;
  wurl__forget_released();
  wurl__forked = 1;
  pthread_mutex_unlock(&load_lock); /* taken by atfork_prepare, in this thread */
}

static int make_shared(void);

/* Before fork(): the copy the children will load, once. */
static void atfork_prepare(void) {
  pthread_mutex_lock(&load_lock);
  if (shared.fd < 0) make_shared();
}

static void atfork_parent(void) { pthread_mutex_unlock(&load_lock); }

__attribute__((constructor)) static void wurl__init(void) {
  pthread_atfork(atfork_prepare, atfork_parent, atfork_child);
  struct lookup l;
  struct stat st;
  if (!object_of(&own, &l) || l.name[0] == '\0') return; /* the main program: static */
  if (realpath(l.name, self.path) == NULL || stat(self.path, &st) != 0) {
    self.path[0] = '\0';
    return;
  }
  self.dev = st.st_dev;
  self.ino = st.st_ino;
  self.size = st.st_size;
  self.base = l.base;
}

/* Copies n bytes of fd from to fd to; 0 on failure. */
static int copy_file(int to, int from, off_t n) {
  char buf[1 << 16];
  while (n > 0) {
    ssize_t r = read(from, buf, sizeof buf);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return 0;
    for (ssize_t done = 0; done < r;) {
      ssize_t w = write(to, buf + done, (size_t)(r - done));
      if (w < 0 && errno == EINTR) continue;
      if (w <= 0) return 0;
      done += w;
    }
    n -= r;
  }
  return 1;
}

/* A new file for the copy, its path in path: a memfd, or, when
 * $WHATWGURL_FORK_COPY_DIR names a folder or memfd_create is refused, a
 * temporary file there (or in /tmp) that the caller unlinks once loaded. The
 * folder is for tools that read the symbols of a library from its path
 * (valgrind: a memfd copy has none for it, so its suppressions, which name
 * Go's functions, cannot match). */
static int new_copy_file(char *path, size_t size, int *unlink_it) {
  const char *dir = getenv("WHATWGURL_FORK_COPY_DIR");
  *unlink_it = 0;
  if (dir == NULL || *dir == '\0') {
    int fd = memfd_create("libwhatwgurl (forked child)", MFD_CLOEXEC);
    if (fd >= 0) {
      snprintf(path, size, "/proc/self/fd/%d", fd);
      return fd;
    }
    dir = "/tmp";
  }
  snprintf(path, size, "%s/libwhatwgurl-fork-XXXXXX", dir);
  int fd = mkostemp(path, O_CLOEXEC);
  *unlink_it = fd >= 0;
  return fd;
}

/* Writes the copy this process's children share into a sealed memfd
 * (shared); 0 when it cannot (no file of our own, the file changed, no
 * memfd: the children then write their own), or when
 * $WHATWGURL_FORK_COPY_DIR asks for a file per child. */
static int make_shared(void) {
  const char *dir = getenv("WHATWGURL_FORK_COPY_DIR");
  if (self.path[0] == '\0' || (dir != NULL && *dir != '\0')) return 0;
  int fd = open(self.path, O_RDONLY | O_CLOEXEC), mfd = -1;
  struct stat st;
  if (fd >= 0 && fstat(fd, &st) == 0 && st.st_dev == self.dev && st.st_ino == self.ino &&
      st.st_size == self.size &&
      (mfd = memfd_create("libwhatwgurl (forked children)", MFD_CLOEXEC | MFD_ALLOW_SEALING)) >= 0 &&
      copy_file(mfd, fd, st.st_size) &&
      fcntl(mfd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL) == 0 &&
      fstat(mfd, &st) == 0) {
    shared.fd = mfd;
    shared.dev = st.st_dev;
    shared.ino = st.st_ino;
    mfd = -1;
  }
  if (mfd >= 0) close(mfd);
  if (fd >= 0) close(fd);
  return shared.fd >= 0;
}

/* Loads the parent's shared copy when this process has it and has not
 * loaded it already; NULL otherwise. It is then closed here: this process's
 * children need another file. */
static void *load_shared(void) {
  struct stat st;
  void *h = NULL;
  if (shared.fd < 0) return NULL;
  if (fstat(shared.fd, &st) == 0 && st.st_dev == shared.dev && st.st_ino == shared.ino) {
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", shared.fd);
    h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    close(shared.fd);
  }
  shared.fd = -1; /* another file took the number, or this one is loaded here now */
  return h;
}

static void *load_own(void);

/* Loads the private copy: NULL when it cannot be had (no file of our own,
 * the file changed since it was loaded, no memfd or /proc, dlopen failing). */
static const struct wurl_engine *load(void) {
  if (self.path[0] == '\0') return NULL;
  void *h = load_shared();
  if (h == NULL) h = load_own();
  if (h == NULL) return NULL;
  /* The copy's table is where ours is, relative to its base; so is its
   * wurl__host_parse_failed, set here before any call into it. */
  struct lookup l;
  if (!object_of(dlsym(h, "wurl_version"), &l)) return NULL;
  const struct wurl_engine *e =
      (const struct wurl_engine *)(l.base + ((const char *)&own - self.base));
  if (e->self != e) return NULL;
  void (**host)(int, int) =
      (void (**)(int, int))(l.base + ((const char *)&wurl__host_parse_failed - self.base));
  *host = wurl__parse_failed;
  return e;
}

/* Writes and loads a copy of this process's own; NULL when it cannot. */
static void *load_own(void) {
  int fd = open(self.path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return NULL;
  struct stat st;
  int cfd = -1, unlink_it = 0;
  char path[PATH_MAX];
  void *h = NULL;
  if (fstat(fd, &st) == 0 && st.st_dev == self.dev && st.st_ino == self.ino && st.st_size == self.size &&
      (cfd = new_copy_file(path, sizeof path, &unlink_it)) >= 0 && copy_file(cfd, fd, st.st_size))
    h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (unlink_it) unlink(path);
  if (cfd >= 0) close(cfd); /* the mapping keeps the file */
  close(fd);
  return h;
}

int wurl__load_copy(void) {
  if (wurl__copy != NULL) return 1;
  pthread_mutex_lock(&load_lock);
  if (wurl__copy == NULL && !load_failed) {
    const struct wurl_engine *e = load();
    if (e != NULL)
      __atomic_store_n(&wurl__copy, e, __ATOMIC_RELEASE);
    else
      load_failed = 1;
  }
  pthread_mutex_unlock(&load_lock);
  return wurl__copy != NULL;
}
