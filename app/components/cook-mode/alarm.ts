/**
 * The end of a timer, heard and felt: three short beeps drawn by Web Audio (no sound file to
 * fetch or cache) and a vibration where the device has one. Either may be unavailable; the
 * visible alert is always there.
 */
export function ringAlarm(): void {
  navigator.vibrate?.([300, 150, 300, 150, 300]);
  const AudioContextClass = window.AudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.gain.value = 0.2;
    gain.connect(context.destination);
    for (let beep = 0; beep < 3; beep++) {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = 880;
      oscillator.connect(gain);
      const at = context.currentTime + beep * 0.4;
      oscillator.start(at);
      oscillator.stop(at + 0.25);
    }
    setTimeout(() => void context.close(), 1600);
  } catch {
    // A browser that refuses audio without a gesture: the vibration and the alert remain.
  }
}
